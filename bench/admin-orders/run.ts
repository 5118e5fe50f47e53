import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createThrowawayDatabase } from '../../apps/api/test/throwaway-postgres';

/**
 * Admin orders benchmark (docs/decisions/0021): on a scratch PostgreSQL database, 100,000 orders
 * (1-3 lines each, 50 sellers, names from a small list, every status, a fifth with the 50%
 * advance, created over two years), then the latency of GET /api/orders/admin for the screen's
 * typical requests, through the real app (inject, so no network). Never part of npm test:
 *
 *   npx tsx bench/admin-orders/run.ts
 *   (BENCH_DATABASE_URL, BENCH_ORDERS, BENCH_SAMPLES, BENCH_KEEP_DB to run EXPLAIN by hand)
 */

const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(env.BENCH_ORDERS ?? 100_000);
const SAMPLES = Number(env.BENCH_SAMPLES ?? 40);

const FIRST = [
  'Aarav',
  'Ananya',
  'Chitra',
  'Dev',
  'Ishaan',
  'Kavya',
  'Meera',
  'Nikhil',
  'Priya',
  'Rohan',
  'Sana',
  'Tara',
];
const LAST = [
  'Baruah',
  'Das',
  'Gogoi',
  'Iyer',
  'Kumar',
  'Nath',
  'Rao',
  'Saikia',
  'Sharma',
  'Singh',
];
const STATUSES = ['pending', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'];

function sqlList(values: string[]): string {
  return `array[${values.map((v) => `'${v}'`).join(',')}]`;
}

const scratch = await createThrowawayDatabase(adminUrl, {
  prefix: 'ct_bench',
  keep: Boolean(env.BENCH_KEEP_DB),
});
const dataDir = mkdtempSync(join(tmpdir(), 'ct-bench-orders-'));
const { database } = scratch;
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'bench-secret-for-campus-threads-admin-orders-0123456789',
    SCRYPT_COST: '1024',
    WEB_DIST_DIR: join(dataDir, 'none'),
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, database });
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      fullName: 'Bench Admin',
      email: 'bench-admin@example.com',
      phone: '9876543210',
      password: 'Campus@2026',
    },
  });
  const { token, _id: adminId } = register.json<{ token: string; _id: string }>();
  await database.query(`update users set is_admin = true where id = $1`, [adminId]);

  const started = Date.now();
  await database.query(`
    insert into users (full_name, email, phone, password_hash)
    select 'Seller ' || g, 'seller' || g || '@example.com', '98765' || lpad(g::text, 5, '0'), 'x'
    from generate_series(1, 50) g`);
  await database.query(
    `insert into payments (merchant_order_id, user_id, provider, state, amount_paise, snapshot, expires_at, created_at)
     select 'BENCH-' || g, $1, 'simulator', 'COMPLETED', 50000, '{"lines":[]}'::jsonb,
            now(), now() - (g * interval '10 minutes')
     from generate_series(1, ${ORDERS}) g`,
    [adminId],
  );
  await database.query(`
    insert into orders (user_id, payment_id, merchant_order_id, fulfiller_id, delivery_details,
      total_amount_paise, delivery_amount_paise, advance_amount_paise, remaining_amount_paise,
      partial_payment, payment_method, status, status_history, expected_delivery_date, created_at)
    select p.user_id, p.id, p.merchant_order_id, null,
      jsonb_build_object(
        'fullName', (${sqlList(FIRST)})[1 + (n * 7) % ${FIRST.length}] || ' ' || (${sqlList(LAST)})[1 + (n * 13) % ${LAST.length}],
        'email', 'buyer' || n || '@example.com', 'phone', '9876543210',
        'address', 'Room ' || (n % 300) || ', Kapili Hostel', 'pinCode', '784028',
        'district', 'Sonitpur', 'state', 'Assam'),
      t.total, 0,
      case when n % 5 = 0 then t.total / 2 else t.total end,
      case when n % 5 = 0 then t.total - t.total / 2 else 0 end,
      n % 5 = 0, 'PhonePe',
      (${sqlList(STATUSES)})[1 + (n * 31) % 6],
      '[]'::jsonb, p.created_at + interval '10 days', p.created_at
    from (select p.*, row_number() over (order by p.created_at) as n from payments p) p,
      lateral (select 29900 + ((p.n * 7919) % 2000) * 100 as total) t`);
  await database.query(`
    insert into order_items (order_id, seller_id, product_type, title, quantity, wants_customization,
      base_price_paise, unit_price_paise, delivery_price_paise, position, size)
    select o.id, s.id, 'tshirt', 'Bench Tee ' || k, 1 + k % 2, false, 29900, 29900, 0, k, 'M'
    from orders o
    cross join lateral generate_series(0, (abs(hashtext(o.id::text)) % 3)) k
    join lateral (select id from users where email like 'seller%' order by email
                  offset (abs(hashtext(o.id::text || k)) % 50) limit 1) s on true`);
  await database.query('vacuum analyze');
  console.log(
    `filled ${ORDERS.toLocaleString('en-IN')} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const [some] = await database.query<{ id: string }>(
    `select id from orders order by created_at desc offset 5000 limit 1`,
  );
  const someId = some!.id;
  const requests: [string, string][] = [
    ['first page (20)', 'limit=20'],
    ['page of 100', 'limit=100'],
    ['deep page (1000)', 'page=1000&limit=20'],
    ['Delivery tab', 'status=out_for_delivery'],
    ['short id', `q=${someId.slice(-8)}`],
    ['full id', `q=${someId}`],
    ['name (common)', 'q=priya'],
    ['name (whole)', 'q=Kavya%20Saikia&status=shipped'],
    ['name (none)', 'q=zzzz'],
    ['payment + amount', 'paymentStatus=pending&minAmount=500&maxAmount=1500'],
  ];
  console.log(
    `\n${'request'.padEnd(20)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  rows/total`,
  );
  for (const [label, query] of requests) {
    const times: number[] = [];
    let last = { rows: 0, total: 0 };
    for (let i = 0; i < SAMPLES + 5; i++) {
      const t0 = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/orders/admin?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const elapsed = performance.now() - t0;
      if (response.statusCode !== 200)
        throw new Error(`${query}: ${response.statusCode} ${response.body}`);
      const body = response.json<{ orders: unknown[]; pagination: { totalItems: number } }>();
      last = { rows: body.orders.length, total: body.pagination.totalItems };
      if (i >= 5) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `${label.padEnd(20)} ${p(0.5).padStart(8)} ${p(0.95).padStart(8)}  ${last.rows}/${last.total}`,
    );
  }
  await app.close();
} finally {
  await scratch.drop();
  if (env.BENCH_KEEP_DB) console.log(`kept database ${scratch.name}`);
  rmSync(dataDir, { recursive: true, force: true });
}
