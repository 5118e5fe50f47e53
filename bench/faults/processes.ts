import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The fault bench's processes (run.ts drives them): a throwaway PostgreSQL cluster it can stop
// and start, and API processes it can kill hard, apart from the shoppers and the checks.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => ok(port));
    });
  });
}

export function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('no /usr/lib/postgresql/*/bin/initdb: install postgresql');
  return join(base, versions[0], 'bin');
}

// ---------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster.

export function createCluster(dir: string, port: number) {
  const bin = postgresBin();
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: then the cluster belongs to an unprivileged OS user
  // (`postgres`, or FAULTS_PG_OS_USER), which must be able to reach the directory.
  const asUser = process.getuid?.() === 0 ? (env.FAULTS_PG_OS_USER ?? 'postgres') : null;
  mkdirSync(dir, { recursive: true });
  if (asUser) {
    chmodSync(dirname(dir), 0o755);
    spawnSync('chown', [asUser, dir]);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asUser ? ['runuser', ['-u', asUser, '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(...command(tool, args), { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'pg.log'), '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: () => {
      if (existsSync(join(data, 'postmaster.pid')))
        spawnSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The API process.

export type Api = { child: ChildProcess; pid: number };

export function startApiProcess(
  databaseUrl: string,
  port: number,
  dataDir: string,
  webDir: string,
  extraEnv: Record<string, string> = {},
): Api {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'bench-faults-secret-0123456789-0123456789-abcdef',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, pid: child.pid! };
}

export async function waitHealthy(base: string, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`API not healthy after ${timeoutMs} ms`);
    await sleep(100);
  }
}

export function killHard(api: Api): Promise<void> {
  return new Promise((ok) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return ok();
    api.child.once('exit', () => ok());
    process.kill(api.pid, 'SIGKILL');
  });
}
