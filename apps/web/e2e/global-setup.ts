import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../../scripts/lib/web-build.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { startMailCatcher } from './mail-catcher';

const root = resolve(import.meta.dirname, '../../..');

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not become healthy in 300 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  ensureWebBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // The server's e-mail goes to a real SMTP server here, where the tests read it (mailbox.ts).
  const mail = await startMailCatcher();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      // Earnings are available at delivery, so a payout can follow it in one test (decision 0048).
      EARNINGS_HOLD_DAYS: '0',
      SMTP_URL: mail.smtpUrl,
      // The links in its e-mails point at this server, so a test can open them as they are.
      PUBLIC_URL: baseURL,
      // A drop may close seconds after it opens, so one test sees it succeed (decision 0049).
      DROP_MIN_LEAD_SECONDS: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(baseURL, child, () => log);
  project.provide('baseURL', baseURL);
  project.provide('mailboxURL', mail.mailboxURL);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        r(null);
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        r(null);
      });
    });
    await mail.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The e2e mail server's reader (mail-catcher.ts). */
    mailboxURL: string;
  }
}
