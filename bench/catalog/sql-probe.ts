import type { Database } from '../../apps/api/src/db/client';
import { createThrowawayDatabase } from '../../apps/api/test/throwaway-postgres';
import { analyze, createSellers, insertAccessories, insertTshirts } from './fill';

/**
 * The database half of the catalogue benchmark, without HTTP: the statements a list route needs
 * (a page of rows and the total for the pagination), timed at 1k and 100k rows on the same
 * indexes. Useful to see which statement grows with the data, whatever the route code does.
 *   tsx bench/catalog/sql-probe.ts
 */

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

const LIST = `status = 'approved' and category = 'casual' and target_audience = 'LADIES'`;
const SEARCH = `status = 'approved' and search_vector @@ websearch_to_tsquery('english', 'rhino')`;

function cases(subCategory: string, deepOffset: number): { id: string; sql: string }[] {
  return [
    {
      id: 'page 1 rows',
      sql: `select * from designs where ${LIST} order by created_at desc, id limit 12`,
    },
    { id: 'page 1 count', sql: `select count(*) from designs where ${LIST}` },
    {
      id: 'filtered+sorted rows',
      sql: `select * from designs where ${LIST} and sub_category = '${subCategory}' order by sort_price_paise, id limit 12`,
    },
    {
      id: 'filtered count',
      sql: `select count(*) from designs where ${LIST} and sub_category = '${subCategory}'`,
    },
    {
      id: `deep page rows (offset ${deepOffset})`,
      sql: `select * from designs where ${LIST} order by created_at desc, id limit 12 offset ${deepOffset}`,
    },
    {
      id: `deep page rows, deferred join`,
      sql: `select d.* from designs d join (select id, created_at from designs where ${LIST} order by created_at desc, id limit 12 offset ${deepOffset}) p on p.id = d.id order by p.created_at desc, p.id`,
    },
    {
      id: 'search rows (newest)',
      sql: `select * from designs where ${SEARCH} order by created_at desc, id limit 12`,
    },
    {
      id: 'search rows (rank)',
      sql: `select * from designs where ${SEARCH} order by ts_rank(search_vector, websearch_to_tsquery('english', 'rhino')) desc, created_at desc limit 12`,
    },
    { id: 'search count', sql: `select count(*) from designs where ${SEARCH}` },
    {
      id: 'search count capped at 1000',
      sql: `select count(*) from (select 1 from designs where ${SEARCH} limit 1000) t`,
    },
    {
      id: 'accessories rows',
      sql: `select * from accessories where status = 'active' order by created_at desc, id limit 12`,
    },
    { id: 'accessories count', sql: `select count(*) from accessories where status = 'active'` },
    { id: 'detail by id', sql: `select * from designs where id = $1` },
  ];
}

async function time(database: Database, sql: string, ids: string[]) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 20; i++) {
    const started = performance.now();
    await database.query(sql, sql.includes('$1') ? [ids[i % ids.length]] : []);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  return { p50: at(50), p95: at(95) };
}

async function main() {
  const scratch = await createThrowawayDatabase(adminUrl, { prefix: 'ct_bench' });
  const database = scratch.database;
  const results: Record<string, Record<string, { p50: number; p95: number }>> = {};
  try {
    const sellers = await createSellers(database, 200);
    let done = 0;
    let doneAccessories = 0;
    for (const [label, tshirts, accessories] of [
      ['1k', 1_000, 200],
      ['100k', 100_000, 20_000],
    ] as const) {
      await insertTshirts(database, sellers, done + 1, tshirts);
      await insertAccessories(database, sellers, doneAccessories + 1, accessories);
      done = tshirts;
      doneAccessories = accessories;
      await analyze(database);
      const [popular] = await database.query<{ sub_category: string }>(
        `select sub_category from designs where ${LIST} group by 1 order by count(*) desc, 1 limit 1`,
      );
      const [total] = await database.query<{ n: string }>(
        `select count(*) as n from designs where ${LIST}`,
      );
      const lastPage = Math.ceil(Number(total?.n ?? 0) / 12);
      const deepOffset = (Math.min(200, lastPage) - 1) * 12;
      const ids = (
        await database.query<{ id: string }>(
          `select id from designs order by md5(id::text) limit 200`,
        )
      ).map((r) => r.id);
      results[label] = {};
      for (const c of cases(popular?.sub_category ?? 'Coding', deepOffset)) {
        results[label]![c.id.replace(/ \(offset \d+\)/, '')] = await time(database, c.sql, ids);
      }
    }
    console.log('| statement | 1k p50 | 1k p95 | 100k p50 | 100k p95 | p95 ratio |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const id of Object.keys(results['100k']!)) {
      const a = results['1k']![id]!;
      const b = results['100k']![id]!;
      console.log(
        `| ${id} | ${a.p50.toFixed(2)} | ${a.p95.toFixed(2)} | ${b.p50.toFixed(2)} | ${b.p95.toFixed(2)} | ${(b.p95 / a.p95).toFixed(1)} |`,
      );
    }
  } finally {
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
