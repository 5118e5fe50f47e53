import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// The catalogue bench's load side (run.ts drives it): the API in a process of its own, and
// autocannon against it, apart from the seeding and the latency table.

const HERE = dirname(fileURLToPath(import.meta.url));
const env = process.env;
export const CANNON_SECONDS = Number(env.BENCH_AUTOCANNON_SECONDS ?? 10);
export const CANNON_CONNECTIONS = Number(env.BENCH_AUTOCANNON_CONNECTIONS ?? 10);

/**
 * The latency table measures the database path, not the read cache (docs/decisions/0025): each
 * request gets a parameter of its own (the API ignores it), so no two share a cached answer.
 */
let uncachedSequence = 0;
export const uncachedPath = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}bench=${(uncachedSequence += 1)}`;

export async function runAutocannon(url: string, options: { bypassReadCache?: boolean } = {}) {
  const { pathname, search } = new URL(url);
  const result = await autocannon({
    url,
    connections: CANNON_CONNECTIONS,
    duration: CANNON_SECONDS,
    pipelining: 1,
    ...(options.bypassReadCache
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: uncachedPath(pathname + search),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function startServerProcess(
  url: string,
  countCacheSeconds: number,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'server.ts')], {
    env: {
      ...env,
      BENCH_SERVER_DATABASE_URL: url,
      CATALOG_COUNT_CACHE_SECONDS: String(countCacheSeconds),
    },
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
