import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SIMULATOR_TOKEN_PARAM,
  createPaymentSchema,
  type CreatePaymentInput,
} from '@campus-threads/contract';
import { buildApp } from '../../apps/api/src/app';
import { startBackgroundJobs } from '../../apps/api/src/app/jobs';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { AppError } from '../../apps/api/src/lib/errors';
import { createSellers, insertTshirts } from '../catalog/fill';

/**
 * The API of the burst bench, in a process of its own (autocannon and the SMTP sink live in the
 * parent, run.ts): the real app on BENCH_SERVER_DATABASE_URL (a scratch PostgreSQL database) or,
 * unset, an in-memory PGlite, with 200 t-shirts and BENCH_ORDERS paid orders made through the
 * payment services and the simulator, as a shopper's checkout makes them. Each order queued its
 * confirmation with the GST invoice in the outbox; only then do the background jobs start, so the
 * whole backlog is sent while the parent loads the server. Prints
 * `listening <port> <json: orders, queued messages>` when ready.
 */
const env = process.env;
const databaseUrl = env.BENCH_SERVER_DATABASE_URL || undefined;
const smtpUrl = env.BENCH_SMTP_URL;
if (!smtpUrl) throw new Error('BENCH_SMTP_URL is not set');
const orderCount = Number(env.BENCH_ORDERS ?? 500);
// Twenty-odd orders per buyer: enough buyers that no per-account limit is ever near.
const buyerCount = Number(env.BENCH_BUYERS ?? Math.max(1, Math.ceil(orderCount / 20)));

const progress = (message: string) => process.stderr.write(`[burst server] ${message}\n`);

const dataDir = mkdtempSync(join(tmpdir(), 'ct-bench-burst-'));
const config = loadConfig({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  JWT_SECRET: 'burst-bench-secret-burst-bench-secret-0123',
  // Every measured request is counted and none refused: the bench measures stalls, not 429s.
  API_RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  SMTP_URL: smtpUrl,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
});
const database = await createDatabase(config, databaseUrl ? {} : { inMemory: true });
if (!databaseUrl) await migrateDatabase(database);
const sellers = await createSellers(database, 20);
await insertTshirts(database, sellers, 1, 200);
const app = await buildApp({ config, database });
const { services } = app;

const started = performance.now();
const passwordHash = await services.hasher.hash('Burst@12345');
const buyers: string[] = [];
for (let i = 0; i < buyerCount; i += 1) {
  // Through the users service, not the sign-up route: its throttle is per address, and every
  // buyer here would come from one; nor does a welcome e-mail join the measured backlog.
  const row = await services.users.create({
    fullName: `Burst Buyer ${i + 1}`,
    email: `burst.buyer.${i + 1}@example.com`,
    phone: `8${String(100000000 + i).slice(-9)}`,
    passwordHash,
    isAdmin: false,
  });
  buyers.push(row.id);
}
const tees = await database.query<{ id: string }>(
  `select id from designs where status = 'approved' order by created_at desc limit 50`,
);
if (tees.length === 0) throw new Error('the bench catalogue has no approved t-shirt');

// What the buyer's page would send: the server names the amount when another one is sent, so
// the first order of each t-shirt asks with 0 and learns it (as demo-sales.seed.ts does).
const amounts = new Map<string, number>();
function amountFrom(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return null;
  const amount = Number(error.fieldErrors?.find((f) => f.field === 'amount')?.message);
  return Number.isFinite(amount) ? amount : null;
}

async function paidOrder(n: number): Promise<void> {
  const buyerId = buyers[n % buyers.length]!;
  const tshirtId = tees[n % tees.length]!.id;
  const input = (amount: number): CreatePaymentInput =>
    createPaymentSchema.parse({
      source: 'buyNow',
      amount,
      items: [{ productType: 'tshirt', tshirtId, size: 'M', color: 'Black', quantity: 1 }],
      deliveryDetails: {
        fullName: `Burst Buyer ${(n % buyers.length) + 1}`,
        email: `burst.buyer.${(n % buyers.length) + 1}@example.com`,
        phone: '98765 43210',
        address: 'Room 12, Kapili Hostel, Tezpur University',
        pinCode: '784028',
        district: 'Sonitpur',
        state: 'Assam',
      },
      isPartialPaymentAllowed: false,
    });
  let created;
  try {
    created = await services.payments.create(buyerId, input(amounts.get(tshirtId) ?? 0));
  } catch (error) {
    const amount = amountFrom(error);
    if (amount === null) throw error;
    amounts.set(tshirtId, amount);
    created = await services.payments.create(buyerId, input(amount));
  }
  // Settled as the simulator's page settles it, with the token its address carries; the status
  // check is the complete-payment step that makes the order and queues its confirmation.
  const token = new URL(created.redirectUrl, 'http://simulator.invalid').searchParams.get(
    SIMULATOR_TOKEN_PARAM,
  );
  await services.simulator.settle(created.merchantOrderId, 'COMPLETED', token ?? undefined);
  const paid = await services.payments.checkStatus(created.merchantOrderId, {
    id: buyerId,
    isAdmin: false,
  });
  if (!(paid.orders?.[0] ?? paid.order)) throw new Error(`payment ${n} made no order`);
}

// A few checkouts at a time, as shoppers make them (and PostgreSQL gets through them sooner).
let next = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < orderCount) {
      const n = next;
      next += 1;
      await paidOrder(n);
      if ((n + 1) % 100 === 0) progress(`${n + 1} paid orders`);
    }
  }),
);
progress(
  `${orderCount} paid orders by ${buyerCount} buyers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// What the parent waits for: every message queued, the order confirmations and the sellers'
// new-order notices alike. Read from the outbox's table when it has this shape; the parent
// falls back to one message per order otherwise.
let queued: number | null = null;
try {
  const [row] = await database.query<{ n: number | string }>(
    `select count(*) as n from email_outbox where state = 'pending'`,
  );
  queued = row ? Number(row.n) : null;
} catch (error) {
  progress(`the outbox could not be counted: ${String(error)}`);
}

await app.listen({ host: '127.0.0.1', port: 0 });
const stopJobs = startBackgroundJobs(app);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`listening ${port} ${JSON.stringify({ orders: orderCount, queued })}\n`);

const stop = async () => {
  stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
