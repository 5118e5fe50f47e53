import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  canMakeThrowawayDatabase,
  createThrowawayDatabase,
} from '../../apps/api/test/throwaway-postgres';

/**
 * The project's routes as a share of a bare Fastify hello-world loaded in the same run
 * (docs/decisions/0038, docs/PERFORMANCE.md). Each server runs in a process of its own; autocannon
 * loads it from this one. Targets: the cached t-shirt list at least 25% of hello-world's
 * requests per second on PGlite and on PostgreSQL, with a p99 of at most 20 ms.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const TARGETS = { listShare: 0.25, p99Ms: 20 };
const ROUTES = [
  { label: 'GET /api/health', path: '/api/health' },
  // As a shopper's repeat visit asks it: the same URL, answered from the read cache.
  { label: 'GET /api/tshirts (cached list)', path: '/api/tshirts?page=1&limit=12' },
];

type Figures = { reqPerSec: number; p99: number; non2xx: number; errors: number };

async function load(url: string): Promise<Figures> {
  // A second of warm-up (JIT, the read cache's first fill), then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function startServer(
  target: 'hello' | 'api',
  databaseUrl = '',
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'server.ts')], {
    env: { ...env, BENCH_TARGET: target, BENCH_SERVER_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    setTimeout(() => reject(new Error('bench server did not start in 120 s')), 120_000).unref();
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Row = { database: string; route: string } & Figures & { share: number };

async function measureApi(database: string, url: string, hello: Figures): Promise<Row[]> {
  const { child, base } = await startServer('api', url);
  try {
    const rows: Row[] = [];
    for (const route of ROUTES) {
      const figures = await load(base + route.path);
      rows.push({
        database,
        route: route.label,
        ...figures,
        share: figures.reqPerSec / hello.reqPerSec,
      });
    }
    return rows;
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const load1 = () => loadavg()[0]!.toFixed(2);
  console.log(`Overhead bench — ${machine}; ${CONNECTIONS} connections, ${SECONDS} s per route`);
  console.log(`load average (1 min) at the start: ${load1()}`);

  const hello = await startServer('hello');
  let helloFigures: Figures;
  try {
    helloFigures = await load(`${hello.base}/`);
  } finally {
    await stopServer(hello.child);
  }

  const rows = await measureApi('PGlite', '', helloFigures);
  if (await canMakeThrowawayDatabase(adminUrl)) {
    const scratch = await createThrowawayDatabase(adminUrl, { prefix: 'ct_bench' });
    try {
      // The server opens the scratch database itself; this connection is only for the drop.
      rows.push(...(await measureApi('PostgreSQL', scratch.url, helloFigures)));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`PostgreSQL at ${adminUrl} is not reachable: PGlite only`);
  }

  const n = (value: number) => value.toFixed(0);
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  console.log('\n| database | route | req/s | p99 ms | share of hello-world | non-2xx |');
  console.log('|---|---|---:|---:|---:|---:|');
  console.log(
    `| — | bare Fastify hello-world | ${n(helloFigures.reqPerSec)} | ${helloFigures.p99} | 100% | ${helloFigures.non2xx} |`,
  );
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.route} | ${n(row.reqPerSec)} | ${row.p99} | ${(row.share * 100).toFixed(1)}% | ${row.non2xx} |`,
    );
  }
  console.log(`\nload average (1 min) at the end: ${load1()}`);

  const misses: string[] = [];
  for (const row of rows) {
    if (row.non2xx > 0 || row.errors > 0)
      misses.push(`${row.database} ${row.route}: ${row.non2xx} non-2xx, ${row.errors} errors`);
    if (!row.route.includes('cached list')) continue;
    if (row.share < TARGETS.listShare)
      misses.push(
        `${row.database} cached list at ${(row.share * 100).toFixed(1)}% (< ${percent(TARGETS.listShare)})`,
      );
    if (row.p99 > TARGETS.p99Ms)
      misses.push(`${row.database} cached list p99 ${row.p99} ms (> ${TARGETS.p99Ms} ms)`);
  }
  if (misses.length > 0) {
    console.log(`MISS: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `PASS: the cached list is at least ${percent(TARGETS.listShare)} of hello-world with p99 ≤ ${TARGETS.p99Ms} ms`,
    );
  }
}

await main();
