import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { createSellers, insertTshirts } from '../catalog/fill';

/**
 * One server of the overhead bench, in a process of its own so autocannon (in the parent) does
 * not share its event loop. BENCH_TARGET `hello`: a bare Fastify answering {hello: 'world'};
 * `api`: the project's API on BENCH_SERVER_DATABASE_URL (a migrated scratch database) or, unset,
 * on an in-memory PGlite, with 200 t-shirts. Prints `listening <port>` when ready.
 */
const target = process.env.BENCH_TARGET;
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL || undefined;

async function startHello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, close: async () => app.close() };
}

async function startApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-bench-overhead-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // High enough that every request is counted and none is refused: the limiter's cost is
    // measured, not its 429s.
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const database = await createDatabase(config, databaseUrl ? {} : { inMemory: true });
  if (!databaseUrl) await migrateDatabase(database);
  const sellers = await createSellers(database, 20);
  await insertTshirts(database, sellers, 1, 200);
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const server = target === 'hello' ? await startHello() : await startApi();
const address = server.app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
