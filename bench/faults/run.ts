import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { simulatorSettlePath } from '@campus-threads/contract';
import { createDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import {
  stockEquationBreaches,
  stockFigures,
  trackInitialStock,
} from '../../apps/api/test/stock-ledger';
import { dropCloseCrash, type DropCrashKit } from './drop-close-crash';
import { returnsRace } from './returns-race';
import {
  createCluster,
  freePort,
  killHard,
  startApiProcess,
  waitHealthy,
  type Api,
} from './processes';

/**
 * Fault benchmark (`npm run bench:faults`, docs/decisions/0024). On a throwaway PostgreSQL
 * cluster of its own (initdb + pg_ctl on a free port in a temp dir; the machine's shared server is
 * never touched):
 *  (a) shoppers check out under load while the API is `kill -9`ed at random moments and
 *      restarted; then no paid payment lacks its orders, no order lacks its paid payment, and for
 *      every accessory initial stock = available + held + sold;
 *  (b) PostgreSQL is stopped during load: the API answers 503 with a clear body within seconds,
 *      /api/health says the database is down, and the API recovers by itself when it is back;
 *  (c) campus drops close while API processes are killed in the middle (drop-close-crash.ts):
 *      nobody refunded twice, every refund paid back after the restarts;
 *  (d) returns of advance orders with the racing requests on two processes (returns-race.ts):
 *      the money and earnings equations hold, every return paid back its whole price.
 * Exit code 1 when any check fails.
 */

const env = process.env;
const SHOPPERS = Number(env.FAULTS_SHOPPERS ?? 6);
const KILLS = Number(env.FAULTS_KILLS ?? 5);
const OUTAGE_MS = Number(env.FAULTS_OUTAGE_MS ?? 6_000);
/** The longest a request may take while the database is down (a clear 503, never a hang). */
const MAX_DOWN_ANSWER_MS = 6_000;
const DELIVERY = {
  fullName: 'Bench Shopper',
  email: 'bench@example.com',
  phone: '9876543210',
  address: 'Room 1, Bench Hostel',
  pinCode: '784028',
  district: 'Sonitpur',
  state: 'Assam',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = (min: number, max: number) => min + Math.random() * (max - min);
const log = (line: string) =>
  console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The API process with the shoppers' delivery PIN code open (processes.ts starts it). */
const startApi = (
  databaseUrl: string,
  port: number,
  dataDir: string,
  webDir: string,
  extraEnv: Record<string, string> = {},
): Api =>
  startApiProcess(databaseUrl, port, dataDir, webDir, {
    DELIVERABLE_PIN_CODES: DELIVERY.pinCode,
    ...extraEnv,
  });

// ---------------------------------------------------------------------------------------------
// Shoppers.

type Shopper = { token: string; email: string };
type Tally = Record<string, number>;
const bump = (tally: Tally, key: string) => (tally[key] = (tally[key] ?? 0) + 1);

async function request(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  timeoutMs = 15_000,
) {
  const started = Date.now();
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: response.status, json, ms: Date.now() - started };
}

async function register(base: string, i: number): Promise<Shopper> {
  const email = `faults-${Date.now().toString(36)}-${i}@example.com`;
  const response = await request(base, 'POST', '/api/auth/register', undefined, {
    fullName: `Fault Shopper ${i}`,
    email,
    phone: `98765${String(10_000 + i).slice(-5)}`,
    password: 'Campus@2026',
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${JSON.stringify(response.json)}`);
  return { token: response.json.token as string, email };
}

/** One checkout: create (learning the server's amount first), pay or fail at the simulator, ask the status. */
async function checkout(base: string, shopper: Shopper, accessoryIds: string[], tally: Tally) {
  const accessoryId = accessoryIds[Math.floor(Math.random() * accessoryIds.length)]!;
  const quantity = 1 + Math.floor(Math.random() * 2);
  const body = (amount: number) => ({
    source: 'buyNow',
    items: [{ productType: 'accessory', accessoryId, quantity }],
    amount,
    deliveryDetails: DELIVERY,
  });
  const probe = await request(base, 'POST', '/api/payments/create', shopper.token, body(0.01));
  const errors = probe.json.errors as { field: string; message: string }[] | undefined;
  const amount = Number(errors?.find((e) => e.field === 'amount')?.message);
  if (!Number.isFinite(amount)) {
    bump(tally, `create refused ${probe.status}`);
    return;
  }
  const created = await request(base, 'POST', '/api/payments/create', shopper.token, body(amount));
  if (created.status !== 201) {
    bump(tally, `create ${created.status}`);
    return;
  }
  bump(tally, 'payments created');
  const id = created.json.merchantOrderId as string;
  const outcome = Math.random() < 0.8 ? 'COMPLETED' : 'FAILED';
  // The simulator page's own address: its token is in the redirectUrl (decision 0031).
  const settlePath = simulatorSettlePath(String(created.json.redirectUrl));
  const settled = await request(base, 'POST', settlePath, undefined, {
    outcome,
  });
  if (settled.status !== 303) {
    bump(tally, `settle ${settled.status}`);
    return;
  }
  const status = await request(base, 'POST', `/api/payments/status/${id}`, shopper.token, {});
  bump(tally, `status ${status.status} ${String(status.json.state ?? '')}`.trim());
}

/** Shoppers check out in a loop until `stop()`; a refused connection (API down) is counted and retried. */
function runShoppers(base: () => string, shoppers: Shopper[], accessoryIds: string[]) {
  const tally: Tally = {};
  let running = true;
  const loops = shoppers.map(async (shopper) => {
    while (running) {
      try {
        await checkout(base(), shopper, accessoryIds, tally);
      } catch {
        bump(tally, 'network error (API down)');
        await sleep(200);
      }
    }
  });
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'ct-faults-'));
  const webDir = join(dir, 'no-web-build');
  const dataDir = join(dir, 'api-data');
  mkdirSync(webDir);
  mkdirSync(dataDir);
  const pgPort = await freePort();
  const cluster = createCluster(join(dir, 'pg'), pgPort);
  let api: Api | undefined;
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  };

  try {
    cluster.start();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database faults');
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/faults');
    log(`throwaway PostgreSQL on port ${pgPort} (${dir})`);

    // Migrated, with the test-only ledger of initial stock, before the API seeds its accessories.
    const database = await createDatabase({ databaseUrl, dataDir });
    await migrateDatabase(database);
    await trackInitialStock(database);

    const apiPort = await freePort();
    const base = `http://127.0.0.1:${apiPort}`;
    api = startApi(databaseUrl, apiPort, dataDir, webDir);
    const firstStart = await waitHealthy(base);
    log(`API up (demo data seeded) in ${(firstStart / 1000).toFixed(1)} s`);

    const accessoryIds = (
      await database.query<{ id: string }>(
        `select id::text from accessories where status = 'active' and stock > 0 order by stock desc limit 8`,
      )
    ).map((r) => r.id);
    if (accessoryIds.length === 0) throw new Error('the demo catalogue has no accessory in stock');
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await register(base, i));

    // (a) kill -9 at random moments of checkout under load.
    console.log(
      `\n(a) ${SHOPPERS} shoppers checking out ${accessoryIds.length} accessories; ${KILLS} × kill -9 + restart`,
    );
    const load = runShoppers(() => base, shoppers, accessoryIds);
    const restarts: number[] = [];
    for (let k = 0; k < KILLS; k++) {
      await sleep(rand(1_500, 4_000));
      await killHard(api);
      await sleep(rand(100, 800));
      api = startApi(databaseUrl, apiPort, dataDir, webDir);
      restarts.push(await waitHealthy(base));
    }
    await sleep(3_000);
    await load.stop();

    // Payments the provider settled while the API was dead: the shopper's page (or the job) asks.
    const unsettled = await database.query<{ merchant_order_id: string; email: string }>(
      `select p.merchant_order_id, u.email from payments p join users u on u.id = p.user_id
        where p.state = 'PENDING' and u.email like 'faults-%'`,
    );
    const tokenOf = new Map(shoppers.map((s) => [s.email, s.token]));
    for (const row of unsettled)
      await request(
        base,
        'POST',
        `/api/payments/status/${row.merchant_order_id}`,
        tokenOf.get(row.email),
        {},
      );

    const [figures] = await database.query<Record<string, number>>(`
      select
        (select count(*)::int from payments) as payments,
        (select count(*)::int from payments where state = 'COMPLETED') as completed,
        (select count(*)::int from payments where state in ('FAILED', 'CANCELLED')) as failed,
        (select count(*)::int from payments where state = 'PENDING') as pending,
        (select count(*)::int from payments where state = 'ERROR') as flagged,
        (select count(*)::int from orders) as orders,
        (select count(*)::int from payments p where p.state = 'COMPLETED'
            and not exists (select 1 from orders o where o.payment_id = p.id)) as paid_without_order,
        (select count(*)::int from orders o where o.payment_id is null or not exists
            (select 1 from payments p where p.id = o.payment_id and p.state = 'COMPLETED')) as order_without_payment,
        (select count(*)::int from simulator_payments s join payments p using (merchant_order_id)
          where s.state = 'COMPLETED' and p.state <> 'COMPLETED') as provider_paid_not_ours,
        (select count(*)::int from order_items i join orders o on o.id = i.order_id
          where i.seller_id is not null and o.replaces_order_id is null and not exists
            (select 1 from earnings e where e.order_item_id = i.id)
            and not exists (select 1 from users u where u.id = i.seller_id and u.is_admin)) as line_without_earning,
        (select count(*)::int from earnings e where e.kind in ('sale', 'royalty')) as earnings,
        -- A size exchange's ₹0 replacement (the demo has one) earns nothing (docs/decisions/0052).
        (select count(*)::int from order_items i join orders o on o.id = i.order_id
          where i.seller_id is not null and o.replaces_order_id is null
            -- the shop pays itself nothing: an admin's line earns no entry (decision 0057)
            and not exists (select 1 from users u where u.id = i.seller_id and u.is_admin)) as seller_lines`);
    const stock = await stockFigures(database);
    const breaches = await stockEquationBreaches(database);
    console.log('  checkout outcomes:', JSON.stringify(load.tally));
    console.log(
      `  restart to healthy: ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    console.log('  payments/orders:', JSON.stringify(figures));
    console.log(
      `  stock: ${stock.length} accessories, sold ${stock.reduce((n, f) => n + f.sold, 0)}, held ${stock.reduce((n, f) => n + f.held, 0)}, available ${stock.reduce((n, f) => n + f.available, 0)}`,
    );
    check((load.tally['payments created'] ?? 0) > 0, 'checkouts went through between the kills');
    check(figures!.paid_without_order === 0, 'no paid (COMPLETED) payment without its orders');
    check(figures!.order_without_payment === 0, 'no order without its paid payment');
    check(figures!.provider_paid_not_ours === 0, 'nothing paid at the provider is left unsettled');
    // The sellers' ledger is written in the order's transaction (docs/decisions/0048): a kill
    // between the two cannot leave a line without its entry, nor give one two.
    check(
      figures!.line_without_earning === 0 && figures!.earnings === figures!.seller_lines,
      'every seller line of every order has exactly one earnings entry',
    );
    check(
      breaches.length === 0,
      `stock equation holds for every accessory${breaches.length ? `: ${JSON.stringify(breaches)}` : ''}`,
    );

    // (b) PostgreSQL stopped during load.
    console.log(`\n(b) PostgreSQL stopped for ${OUTAGE_MS / 1000} s during load`);
    await database.close();
    const pidBefore = api.pid;
    const load2 = runShoppers(() => base, shoppers.slice(0, 3), accessoryIds);
    await sleep(2_000);
    cluster.stop();
    const downAt = Date.now();
    const probes: { path: string; status: number; ms: number; message: string }[] = [];
    const probe = async (method: string, path: string, token?: string, body?: unknown) => {
      try {
        const r = await request(base, method, path, token, body, MAX_DOWN_ANSWER_MS + 4_000);
        probes.push({
          path,
          status: r.status,
          ms: r.ms,
          message: String(r.json.message ?? JSON.stringify(r.json)),
        });
      } catch (error) {
        probes.push({ path, status: 0, ms: MAX_DOWN_ANSWER_MS + 4_000, message: String(error) });
      }
    };
    while (Date.now() - downAt < OUTAGE_MS) {
      await Promise.all([
        probe('GET', '/api/health'),
        probe('GET', '/api/cart', shoppers[3]!.token),
        probe('GET', '/api/orders/myorders', shoppers[4]!.token),
        probe('POST', '/api/payments/create', shoppers[5]!.token, {
          source: 'buyNow',
          items: [{ productType: 'accessory', accessoryId: accessoryIds[0], quantity: 1 }],
          amount: 1,
          deliveryDetails: DELIVERY,
        }),
      ]);
      await sleep(300);
    }
    // The first probes may race the shutdown; judge the ones sent a second after it.
    const settledProbes = probes.slice(4);
    const health = settledProbes.filter((p) => p.path === '/api/health');
    const others = settledProbes.filter((p) => p.path !== '/api/health');
    const statusCounts = (list: typeof probes) =>
      JSON.stringify(list.reduce<Tally>((t, p) => (bump(t, String(p.status)), t), {}));
    console.log(
      `  while down: /api/health ${statusCounts(health)}, other routes ${statusCounts(others)}`,
    );
    console.log(`  slowest answer while down: ${Math.max(...settledProbes.map((p) => p.ms))} ms`);
    console.log(`  a 503 body: ${others.find((p) => p.status === 503)?.message ?? '(none)'}`);
    check(
      health.length > 0 && health.every((p) => p.status === 503),
      '/api/health answers 503 while the database is down',
    );
    check(
      others.length > 0 && others.every((p) => p.status === 503),
      'other routes answer 503 (never 500) while it is down',
    );
    check(
      settledProbes.every((p) => p.ms <= MAX_DOWN_ANSWER_MS),
      `every answer within ${MAX_DOWN_ANSWER_MS / 1000} s while it is down`,
    );
    check(
      others.every((p) => p.status !== 503 || /database/i.test(p.message)),
      'the 503 body says the database cannot be reached',
    );

    cluster.start();
    const upAt = Date.now();
    let recoveredMs = -1;
    while (Date.now() - upAt < 60_000) {
      const [h, c] = await Promise.all([
        request(base, 'GET', '/api/health').catch(() => ({ status: 0 })),
        request(base, 'GET', '/api/cart', shoppers[3]!.token).catch(() => ({ status: 0 })),
      ]);
      if (h.status === 200 && c.status === 200) {
        recoveredMs = Date.now() - upAt;
        break;
      }
      await sleep(100);
    }
    await sleep(2_000);
    await load2.stop();
    console.log(
      `  time to recover after PostgreSQL was back: ${recoveredMs} ms (same API process: ${api.pid === pidBefore && api.child.exitCode === null})`,
    );
    console.log('  checkout outcomes during (b):', JSON.stringify(load2.tally));
    check(
      recoveredMs >= 0 && recoveredMs < 10_000,
      'the API recovers by itself within 10 s, without a restart',
    );
    check(
      api.child.exitCode === null && api.child.signalCode === null,
      'the API process never exited',
    );

    const after = await createDatabase({ databaseUrl, dataDir });
    const [again] = await after.query<Record<string, number>>(`
      select (select count(*)::int from payments p where p.state = 'COMPLETED'
                and not exists (select 1 from orders o where o.payment_id = p.id)) as paid_without_order,
             (select count(*)::int from orders o where not exists
                (select 1 from payments p where p.id = o.payment_id and p.state = 'COMPLETED')) as order_without_payment`);
    const breachesAfter = await stockEquationBreaches(after);
    await after.close();
    check(
      again!.paid_without_order === 0 && again!.order_without_payment === 0,
      'after the outage: payments and orders still match',
    );
    check(breachesAfter.length === 0, 'after the outage: the stock equation still holds');

    // (c) Campus drops closing under kill -9, on API processes of its own.
    await killHard(api);
    const kit: DropCrashKit = {
      databaseUrl,
      shoppers,
      delivery: DELIVERY,
      startApi: (port, extraEnv) => startApi(databaseUrl, port, dataDir, webDir, extraEnv),
      waitHealthy: (url) => waitHealthy(url),
      killHard,
      freePort,
      request: (url, method, path, token, body) => request(url, method, path, token, body),
      check,
      log,
    };
    await dropCloseCrash(kit);
    // (d) Returns of advance orders, the racing requests on two API processes.
    await returnsRace(kit);
  } finally {
    if (api) await killHard(api);
    cluster.remove();
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    failures.length ? `\n${failures.length} check(s) failed` : '\nall fault checks passed',
  );
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
