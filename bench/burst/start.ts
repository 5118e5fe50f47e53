import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';

/**
 * The burst bench's start-up figures: `node scripts/start.mjs` (what `npm start` runs) on an
 * empty DATA_DIR and WEB_DIST_DIR, as a new checkout starts (web build, migrations, demo data),
 * timed from the spawn until the health check answers 200 and the t-shirt list has t-shirts;
 * then stopped and started again on the same folders.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 300_000;

export type StartFigures = {
  firstSeconds: number;
  restartSeconds: number;
  /** The outbox by state right after the first start, e.g. "12 pending, 3 sent". */
  outbox: string | null;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string, check: (body: unknown) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (response.status !== 200) return false;
    return check(await response.json());
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Spawns `npm start`'s script and resolves with the seconds until it serves the shop. */
async function timedStart(
  folders: { data: string; web: string; log: string },
  port: number,
): Promise<{ child: ChildProcess; seconds: number }> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: folders.data,
    WEB_DIST_DIR: folders.web,
  };
  // A first start as a new checkout has it: PGlite in DATA_DIR, mail as files, the demo data.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SEED_DEMO', 'PUBLIC_URL'])
    delete childEnv[name];
  const log = openSync(folders.log, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const hasTshirts = (body: unknown) =>
    Array.isArray((body as { tshirts?: unknown }).tshirts) &&
    (body as { tshirts: unknown[] }).tshirts.length > 0;
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null) break;
    if (
      (await answers(`${base}/api/health`, () => true)) &&
      (await answers(`${base}/api/tshirts?page=1&limit=12`, hasTshirts))
    )
      return { child, seconds: (performance.now() - started) / 1000 };
    await sleep(100);
  }
  await stop(child);
  const tail = readFileSync(folders.log, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`npm start did not serve the shop in ${READY_TIMEOUT_MS / 1000} s:\n${tail}`);
}

/** The outbox by state, read from the stopped server's PGlite folder. */
async function outboxStates(dataDir: string): Promise<string | null> {
  try {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
    const database = await createDatabase(config);
    try {
      const rows = await database.query<{ state: string; n: number | string }>(
        `select state, count(*) as n from email_outbox group by state order by state`,
      );
      return rows.map((row) => `${Number(row.n)} ${row.state}`).join(', ') || 'empty';
    } finally {
      await database.close();
    }
  } catch (error) {
    console.log(`the outbox could not be read: ${String(error)}`);
    return null;
  }
}

export async function measureStarts(): Promise<StartFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'ct-bench-burst-start-'));
  const folders = { data: join(dir, 'data'), web: join(dir, 'web'), log: join(dir, 'start.log') };
  mkdirSync(folders.data);
  try {
    const port = await freePort();
    console.log('npm start on an empty DATA_DIR and WEB_DIST_DIR...');
    const first = await timedStart(folders, port);
    console.log(`first start: ${first.seconds.toFixed(1)} s`);
    // Stopped at once, so the outbox is read as the start left it (the mail job runs every 5 s).
    await stop(first.child);
    const outbox = await outboxStates(folders.data);
    const again = await timedStart(folders, port);
    console.log(`restart: ${again.seconds.toFixed(1)} s`);
    await stop(again.child);
    return { firstSeconds: first.seconds, restartSeconds: again.seconds, outbox };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
