import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { createThrowawayDatabase } from '../../apps/api/test/throwaway-postgres';
import { analyze, createSellers, insertAccessories, insertTshirts } from './fill';
import {
  CANNON_CONNECTIONS,
  CANNON_SECONDS,
  runAutocannon,
  startServerProcess,
  uncachedPath,
} from './load';

/**
 * Catalogue benchmark (see README.md). On a scratch PostgreSQL database (or PGlite with --pglite):
 * fill 1k t-shirts, measure; grow to 100k t-shirts + 20k accessories, measure again; count SQL
 * statements per list request at limit 12 and 100; autocannon the list route against /api/health.
 */

const args = new Set(process.argv.slice(2));
const env = process.env;
const usePglite = args.has('--pglite');
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SAMPLES = Number(env.BENCH_SAMPLES ?? 200);
const WARMUP = Math.min(30, Math.ceil(SAMPLES / 5));
const SCALES = [
  { label: '1k', tshirts: 1_000, accessories: 200 },
  { label: '100k', tshirts: 100_000, accessories: 20_000 },
] as const;
const TARGETS = { growth: 1.5, p95Ms: 25, throughputRatio: 0.3 };
const SEARCH_WORD = 'rhino';
const DEEP_PAGE = 200;

// ---------------------------------------------------------------------------------------------
// SQL statement counter: every statement the pg driver sends (the app's pool and ours).

type Statement = { text: string; values: unknown[] };
const sqlLog = { count: 0, recording: false, statements: [] as Statement[] };
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patchedQuery(this: pg.Client, ...queryArgs: unknown[]) {
  sqlLog.count += 1;
  if (sqlLog.recording) {
    const [first, second] = queryArgs as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first.text;
    // Drizzle passes the parameters as the second argument, next to a query config object.
    const values = Array.isArray(second)
      ? second
      : typeof first === 'string'
        ? []
        : (first.values ?? []);
    sqlLog.statements.push({ text, values });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, queryArgs);
} as typeof originalQuery;

// ---------------------------------------------------------------------------------------------

type Scratch = { database: Database; url: string | undefined; drop: () => Promise<void> };

async function createScratchDatabase(): Promise<Scratch> {
  if (usePglite) {
    const database = await createDatabase(
      { databaseUrl: undefined, dataDir: tmpdir() },
      { inMemory: true },
    );
    await migrateDatabase(database);
    return { database, url: undefined, drop: () => database.close() };
  }
  const keep = Boolean(env.BENCH_KEEP_DB);
  const scratch = await createThrowawayDatabase(adminUrl, { prefix: 'ct_bench', keep });
  return {
    database: scratch.database,
    url: scratch.url,
    drop: async () => {
      await scratch.drop();
      if (keep) console.log(`kept database ${scratch.name}`);
    },
  };
}

/** countCacheSeconds 0: every list request counts its total (the cold path). */
async function startApp(database: Database, dataDir: string, countCacheSeconds: number) {
  const config = loadConfig({
    CATALOG_COUNT_CACHE_SECONDS: String(countCacheSeconds),
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, base: `http://127.0.0.1:${port}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

type Timing = { p50: number; p95: number; mean: number; statements: number };

/** Sequential requests (one client, keep-alive): client-observed latency of the whole request. */
async function measure(base: string, paths: string[]): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) {
    const response = await get(base + uncachedPath(paths[i % paths.length]!));
    if (response.status !== 200)
      throw new Error(
        `GET ${paths[i % paths.length]} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 200)}`,
      );
  }
  const times: number[] = [];
  const before = sqlLog.count;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(base + uncachedPath(paths[i % paths.length]!));
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200)
      throw new Error(`GET ${paths[i % paths.length]} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    // Less the API rate limit's counter, one statement per request.
    statements: (sqlLog.count - before) / SAMPLES - 1,
  };
}

/** The statements one request sends, for EXPLAIN. */
async function statementsOf(base: string, path: string): Promise<Statement[]> {
  sqlLog.statements = [];
  sqlLog.recording = true;
  try {
    await get(base + uncachedPath(path));
  } finally {
    sqlLog.recording = false;
  }
  // The API rate limit's counter is not the catalogue's statement.
  return sqlLog.statements.filter((statement) => !statement.text.includes('rate_limit_counters'));
}

async function explain(database: Database, statement: Statement): Promise<string> {
  const rows = await database.query<Record<string, string>>(
    `explain (analyze, buffers) ${statement.text}`,
    statement.values,
  );
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

type QueryCase = { id: string; label: string; list: boolean; paths: string[]; note: string };

async function queryCases(database: Database, base: string): Promise<QueryCase[]> {
  const listBase = '/api/tshirts?category=casual&targetAudience=LADIES';
  const [popular] = await database.query<{ sub_category: string }>(
    `select sub_category from designs where status = 'approved' and category = 'casual' and target_audience = 'LADIES'
     group by sub_category order by count(*) desc, sub_category limit 1`,
  );
  const subCategory = popular?.sub_category ?? 'Coding';
  const first = await get(`${base}${listBase}&page=1&limit=12`);
  const totalPages =
    (first.body as { pagination?: { totalPages?: number } })?.pagination?.totalPages ?? 1;
  const deepPage = Math.max(1, Math.min(DEEP_PAGE, totalPages));
  const ids = await database.query<{ id: string }>(
    `select id from designs where status = 'approved' order by md5(id::text) limit 200`,
  );
  return [
    {
      id: 'page1',
      label: 'page 1',
      list: true,
      paths: [`${listBase}&page=1&limit=12`],
      note: 'casual, LADIES, newest',
    },
    {
      id: 'filtered',
      label: 'filtered + sorted',
      list: true,
      paths: [
        `${listBase}&subCategory=${encodeURIComponent(subCategory)}&sort=priceLow&page=1&limit=12`,
      ],
      note: `subCategory=${subCategory}, priceLow`,
    },
    {
      id: 'deep',
      label: 'deep page',
      list: true,
      paths: [`${listBase}&page=${deepPage}&limit=12`],
      note: `page ${deepPage} of ${totalPages}`,
    },
    {
      id: 'search',
      label: 'search',
      list: true,
      paths: [`/api/tshirts?search=${SEARCH_WORD}&page=1&limit=12`],
      note: `search=${SEARCH_WORD}`,
    },
    {
      id: 'accessories',
      label: 'accessories list',
      list: true,
      paths: ['/api/accessories?page=1&limit=12'],
      note: 'page 1, newest',
    },
    {
      id: 'detail',
      label: 'detail read',
      list: false,
      paths: ids.map((r) => `/api/tshirts/${r.id}`),
      note: `${ids.length} random ids`,
    },
  ];
}

/** `bypassReadCache`: every request a path of its own, so each one is read from the database. */
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-bench-'));
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  console.log(
    `Campus Threads catalogue benchmark on ${usePglite ? 'PGlite (in memory)' : 'PostgreSQL'} — ${machine}`,
  );
  const scratch = await createScratchDatabase();
  const { database } = scratch;
  let app: App | undefined;
  let coldApp: App | undefined;
  const results: Record<string, Record<string, Timing & { note: string; cold?: Timing }>> = {};
  const report: Record<string, unknown> = {
    machine,
    database: usePglite ? 'pglite' : 'postgresql',
    samples: SAMPLES,
  };
  const explains: string[] = [];
  try {
    const sellers = await createSellers(database, 200);
    let tshirts = 0;
    let accessoriesCount = 0;
    let base = '';
    let coldBase = '';
    for (const scale of SCALES) {
      const fillStarted = performance.now();
      await insertTshirts(database, sellers, tshirts + 1, scale.tshirts);
      await insertAccessories(database, sellers, accessoriesCount + 1, scale.accessories);
      tshirts = scale.tshirts;
      accessoriesCount = scale.accessories;
      await analyze(database);
      console.log(
        `\n[${scale.label}] ${tshirts} t-shirts, ${accessoriesCount} accessories (filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s)`,
      );
      // Fresh apps per scale: the rows were bulk-loaded behind the services' backs, so totals
      // cached at the previous scale would be stale. One app as shipped (totals cached 30 s),
      // one counting on every request (the cold path: a first visit or a new filter).
      await app?.close();
      await coldApp?.close();
      ({ app, base } = await startApp(database, dataDir, 30));
      ({ app: coldApp, base: coldBase } = await startApp(database, dataDir, 0));
      results[scale.label] = {};
      for (const query of await queryCases(database, base)) {
        const timing = await measure(base, query.paths);
        const cold = query.list ? await measure(coldBase, query.paths) : undefined;
        results[scale.label]![query.id] = { ...timing, note: query.note, cold };
        console.log(
          `  ${query.label.padEnd(18)} p50 ${ms(timing.p50).padStart(6)} p95 ${ms(timing.p95).padStart(6)} ms ${timing.statements.toFixed(1)} st.` +
            (cold
              ? ` | uncached total: p50 ${ms(cold.p50).padStart(6)} p95 ${ms(cold.p95).padStart(6)} ms ${cold.statements.toFixed(1)} st.`
              : '') +
            `  (${query.note})`,
        );
      }
    }

    // Statements per list request must not grow with the page size.
    const statementCounts: Record<string, { limit12: number; limit100: number }> = {};
    for (const [id, path] of [
      ['tshirts', '/api/tshirts?category=casual&page=1'],
      ['search', `/api/tshirts?search=${SEARCH_WORD}&page=1`],
      ['accessories', '/api/accessories?page=1'],
    ] as const) {
      statementCounts[id] = {
        limit12: (await statementsOf(coldBase, `${path}&limit=12`)).length,
        limit100: (await statementsOf(coldBase, `${path}&limit=100`)).length,
      };
    }

    // EXPLAIN ANALYZE of every statement of the list requests at 100k (kept for the report).
    const cases = await queryCases(database, base);
    for (const query of cases) {
      const statements = await statementsOf(coldBase, query.paths[0]!);
      for (const [index, statement] of statements.entries()) {
        if (!/^\s*select/i.test(statement.text)) continue;
        explains.push(
          `### ${query.label} — statement ${index + 1}\n${statement.text}\n-- params: ${JSON.stringify(statement.values)}\n${await explain(database, statement)}`,
        );
      }
    }

    // Throughput: the list route against /api/health, same process, same run.
    let cannon: Record<string, unknown> | undefined;
    if (scratch.url && CANNON_SECONDS > 0) {
      await app?.close();
      await coldApp?.close();
      app = undefined;
      coldApp = undefined;
      const listPath = '/api/tshirts?category=casual&page=1&limit=12';
      const shipped = await startServerProcess(scratch.url, 30);
      let health, list;
      try {
        health = await runAutocannon(`${shipped.base}/api/health`);
        list = await runAutocannon(`${shipped.base}${listPath}`);
      } finally {
        shipped.child.kill('SIGTERM');
      }
      const uncached = await startServerProcess(scratch.url, 0);
      let listUncached;
      try {
        listUncached = await runAutocannon(`${uncached.base}${listPath}`, {
          bypassReadCache: true,
        });
      } finally {
        uncached.child.kill('SIGTERM');
      }
      cannon = {
        health,
        list,
        listUncached,
        ratio: list.reqPerSec / health.reqPerSec,
        ratioUncached: listUncached.reqPerSec / health.reqPerSec,
      };
    }

    // ---- Report ----
    const verdicts: string[] = [];
    const small = results['1k']!;
    const large = results['100k']!;
    console.log(
      '\n| query | 1k p50 | 1k p95 | 100k p50 | 100k p95 | p95 ratio | target | result | uncached total: 1k p95 | 100k p95 | ratio |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---|---|---:|---:|---:|');
    for (const query of cases) {
      const a = small[query.id]!;
      const b = large[query.id]!;
      const ratio = b.p95 / a.p95;
      const target = query.list ? `≤ ${TARGETS.growth}× and ≤ ${TARGETS.p95Ms} ms` : 'info';
      const pass = ratio <= TARGETS.growth && b.p95 <= TARGETS.p95Ms;
      const verdict = query.list ? (pass ? 'PASS' : 'MISS') : pass ? 'ok' : 'slow';
      if (query.list) verdicts.push(verdict);
      const cold =
        a.cold && b.cold
          ? `${ms(a.cold.p95)} | ${ms(b.cold.p95)} | ${(b.cold.p95 / a.cold.p95).toFixed(2)}`
          : '- | - | -';
      console.log(
        `| ${query.label} (${b.note}) | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(b.p50)} | ${ms(b.p95)} | ${ratio.toFixed(2)} | ${target} | ${verdict} | ${cold} |`,
      );
    }
    console.log('\n| list request | statements at limit 12 | at limit 100 | result |');
    console.log('|---|---:|---:|---|');
    for (const [id, counts] of Object.entries(statementCounts)) {
      const verdict = counts.limit100 <= counts.limit12 ? 'PASS' : 'MISS';
      verdicts.push(verdict);
      console.log(`| ${id} | ${counts.limit12} | ${counts.limit100} | ${verdict} |`);
    }
    if (cannon) {
      const { health, list, listUncached, ratio, ratioUncached } = cannon as {
        health: { reqPerSec: number; p99: number };
        list: { reqPerSec: number; p99: number; non2xx: number };
        listUncached: { reqPerSec: number; p99: number; non2xx: number };
        ratio: number;
        ratioUncached: number;
      };
      const verdict = ratio >= TARGETS.throughputRatio ? 'PASS' : 'MISS';
      verdicts.push(verdict);
      console.log(
        `\nautocannon ${CANNON_SECONDS} s × ${CANNON_CONNECTIONS} connections (server in its own process, 100k rows):`,
      );
      console.log(`| route | req/s | p99 ms |\n|---|---:|---:|`);
      console.log(`| GET /api/health | ${health.reqPerSec.toFixed(0)} | ${health.p99} |`);
      console.log(
        `| GET /api/tshirts?category=casual&page=1&limit=12 | ${list.reqPerSec.toFixed(0)} | ${list.p99} |`,
      );
      console.log(
        `| the same, from the database every request (no read cache, total counted) | ${listUncached.reqPerSec.toFixed(0)} | ${listUncached.p99} |`,
      );
      console.log(`uncached ratio ${(ratioUncached * 100).toFixed(1)}% (for information)`);
      console.log(
        `ratio list / health = ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGETS.throughputRatio * 100}%): ${verdict}${list.non2xx ? ` — ${list.non2xx} non-2xx!` : ''}`,
      );
    }
    Object.assign(report, { results, statementCounts, autocannon: cannon, verdicts });
    const out = join(tmpdir(), `ct-bench-catalog-${usePglite ? 'pglite' : 'postgres'}.json`);
    writeFileSync(out, JSON.stringify(report, null, 2));
    const explainOut = join(
      tmpdir(),
      `ct-bench-catalog-explain-${usePglite ? 'pglite' : 'postgres'}.txt`,
    );
    writeFileSync(explainOut, explains.join('\n\n'));
    console.log(
      `\n${verdicts.filter((v) => v === 'PASS').length}/${verdicts.length} targets met. Raw numbers: ${out}; EXPLAIN ANALYZE at 100k: ${explainOut}`,
    );
  } finally {
    await app?.close();
    await coldApp?.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
