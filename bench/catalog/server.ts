import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';

/**
 * The API alone on the benchmark's database, in its own process so autocannon (in the parent)
 * and the server do not share an event loop. Prints `listening <port>` when ready.
 */
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_SERVER_DATABASE_URL is not set');

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'ct-bench-server-')),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  API_RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: join(tmpdir(), 'ct-bench-no-web'),
  CATALOG_COUNT_CACHE_SECONDS: process.env.CATALOG_COUNT_CACHE_SECONDS,
});
const database = await createDatabase(config);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
