import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNTS } from '@campus-threads/contract';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

/**
 * Lighthouse (mobile preset: Moto G Power screen, simulated slow 4G, 4x CPU slowdown) on the
 * production build served by the real server with the demo catalogue, Debian's Chromium:
 * the median of 3 runs per page of performance, accessibility, LCP, TBT and CLS.
 * `npm run bench:lighthouse` (`-- --runs 5` for another count, `-- --only category` for one page).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_PERFORMANCE = 95;

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const RUNS = Math.max(1, Number(argValue('runs') ?? 3));
const ONLY = argValue('only');

type Figures = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The demo catalogue draws its images on first start: allow a busy machine five minutes. */
async function waitForHealth(base: string, output: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

/** One run; a trace Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is retried. */
async function audit(url: string, port: number, attempts = 3): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`retrying ${url}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

async function auditOnce(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/**
 * A campus drop on one of the demo seller's designs, opened through the API as the seller would
 * (the demo catalogue has none): its slug, for the drop page's address.
 */
async function openDemoDrop(base: string): Promise<string> {
  const seller = DEMO_ACCOUNTS.find((account) => account.role === 'seller')!;
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await post<{ _id: string; token: string }>('/auth/login', {
    email: seller.email,
    password: seller.password,
  });
  const { tshirts } = (await (await fetch(`${base}/api/tshirts?limit=100`)).json()) as {
    tshirts: { id: string; sellerId: string; currentPrice: number }[];
  };
  const design = tshirts.find((tshirt) => tshirt.sellerId === session._id);
  if (!design) throw new Error('the demo seller has no approved design to open a drop for');
  const drop = await post<{ slug: string }>(
    '/drops',
    {
      designId: design.id,
      title: 'Hostel Night Fest Tee',
      description: 'Pick your size before the deadline: the printer needs 20 to run the batch.',
      deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      minQuantity: 20,
      maxQuantity: 80,
      tiers: [{ minQuantity: 30, price: Math.floor(design.currentPrice * 0.9) }],
    },
    session.token,
  );
  return drop.slug;
}

async function main() {
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production must name its provider (docs/decisions/0031); the bench pays nothing.
      PAYMENT_PROVIDER: 'simulator',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(base, () => log.slice(-2000));
    const list = (await (await fetch(`${base}/api/tshirts?category=casual&limit=1`)).json()) as {
      tshirts: { id: string }[];
    };
    const pages: [string, string][] = [
      ['home', '/'],
      ['category', '/category/casual'],
      ['product', `/product/${list.tshirts[0]!.id}`],
      ['accessories', '/accessories'],
      ['cart', '/cart'],
      ['drop', `/drop/${await openDemoDrop(base)}`],
    ].filter(([name]) => !ONLY || name === ONLY) as [string, string][];
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    // One warm-up load so the first measured run does not pay for the server's cold caches.
    await audit(base + '/', chrome.port);

    console.log(
      `Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`}, mobile preset, ${CHROMIUM}`,
    );
    console.log(
      '| page | performance | accessibility | LCP ms | TBT ms | CLS | runs (performance) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---|');
    const below: string[] = [];
    for (const [name, path] of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(base + path, chrome.port));
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      console.log(
        `| ${name} | ${m('performance')} | ${m('accessibility')} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${runs.map((r) => r.performance).join(', ')} |`,
      );
      if (
        ['home', 'category', 'product', 'drop'].includes(name) &&
        m('performance') < TARGET_PERFORMANCE
      )
        below.push(name);
    }
    console.log(
      below.length
        ? `Below the target of ${TARGET_PERFORMANCE}: ${below.join(', ')}`
        : `Home, category, product and drop at or above ${TARGET_PERFORMANCE}.`,
    );
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
