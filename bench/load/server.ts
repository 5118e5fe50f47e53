import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@campus-threads/contract';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { accessories } from '../../apps/api/src/db/schema';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { seedDemoData } from '../../apps/api/src/db/seed';
import { seedDemoCatalog } from '../../apps/api/src/demo/demo-catalog.seed';
import { startPeriodicJob } from '../../apps/api/src/lib/periodic-job';
import { DROP_CLOSE_INTERVAL_MS } from '../../apps/api/src/modules/drops/close-drops';

/**
 * The API for the load bench, in its own process (the load generator must not share its event
 * loop): the demo catalogue on a scratch PostgreSQL database, BUYERS shopper accounts (made
 * through the users service: the sign-up throttle is per address and every buyer here comes from
 * 127.0.0.1), and a flash-sale accessory with FLASH_STOCK units. Prints one JSON line when ready.
 * It runs the jobs the drop phase needs as apps/api/src/server.ts does: closing due drops and
 * settling pending refunds; a drop may close a few seconds after it opens (DROP_MIN_LEAD_SECONDS).
 */
const env = process.env;
const databaseUrl = env.LOAD_DATABASE_URL;
if (!databaseUrl) throw new Error('LOAD_DATABASE_URL is not set');
const buyers = Number(env.LOAD_BUYERS ?? 500);
const flashStock = Number(env.LOAD_FLASH_STOCK ?? 20);

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'ct-load-server-')),
  JWT_SECRET: 'load-bench-secret-load-bench-secret-0123',
  API_RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: join(tmpdir(), 'ct-load-no-web'),
  DROP_MIN_LEAD_SECONDS: '10',
});
const database = await createDatabase(config);
await migrateDatabase(database);
const app = await buildApp({ config, database });
const { services } = app;
await seedDemoData(services);
await seedDemoCatalog({
  db: database.db,
  users: services.users,
  storage: services.storage,
  uploads: services.uploads,
});

const seller = await services.users.findByEmail(DEMO_ACCOUNTS[1].email);
if (!seller) throw new Error('the demo seller is missing');
// The flash item wears a demo accessory's picture (a stored key, as the catalogue keeps it).
const [pictured] = await database.db
  .select({ images: accessories.images })
  .from(accessories)
  .limit(1);
const flash = await services.accessories.createAccessory({
  sellerId: seller.id,
  title: 'Flash Sale Hoodie Pin',
  description: 'Twenty enamel pins for the flash sale bench.',
  pricePaise: 19_900,
  category: 'Pins',
  stock: flashStock,
  images: pictured?.images.slice(0, 1) ?? [],
});

const tokens: string[] = [];
const passwordHash = await services.hasher.hash('Load@12345');
for (let i = 0; i < buyers; i += 1) {
  const row = await services.users.create({
    fullName: `Load Buyer ${i + 1}`,
    email: `load.buyer.${i + 1}.${Date.now()}@example.com`,
    phone: `9${String(100000000 + i).slice(-9)}`,
    passwordHash,
    isAdmin: false,
  });
  tokens.push(await services.tokens.sign(row.id, row.tokenVersion));
}

const stopJobs = [
  startPeriodicJob({
    name: 'close due drops',
    work: () => services.flows.closeDueDrops(),
    intervalMs: DROP_CLOSE_INTERVAL_MS,
    log: app.log,
  }),
  startPeriodicJob({
    name: 'settle pending refunds',
    work: () => services.refunds.retryPending(),
    intervalMs: 60_000,
    log: app.log,
  }),
];

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, flashAccessoryId: flash.id, tokens })}\n`);

const stop = async () => {
  for (const stopJob of stopJobs) stopJob();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
