import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

/**
 * JavaScript each storefront page loads (production build, real server with the demo catalogue,
 * Chromium, until the network is idle): gzip size of every file (what the ~135 KB target counts)
 * and the bytes actually sent (the server sends the build's precompressed brotli), plus the
 * layout shift. `npm run bench:web`.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TARGET_GZIP_KB = 135;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `npm run bench:web -- --files` lists each page's files, largest first. */
const SHOW_FILES = process.argv.includes('--files');

async function main() {
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-weight-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const tshirt = (
      (await (await fetch(`${base}/api/tshirts?limit=1`)).json()) as { tshirts: { id: string }[] }
    ).tshirts[0]!;
    const accessory = (
      (await (await fetch(`${base}/api/accessories?limit=1`)).json()) as {
        accessories: { accessoryId: string }[];
      }
    ).accessories[0]!;
    const pages: [string, string][] = [
      ['home', '/'],
      ['category', '/category/casual'],
      ['product', `/product/${tshirt.id}`],
      ['accessories', '/accessories'],
      ['accessory', `/accessory/${accessory.accessoryId}`],
      ['search', '/search?q=tee'],
      [
        'credential listing',
        '/credential/hostel?hostelName=Kapili%20Hostel&universityName=Tezpur%20University',
      ],
      ['cart', '/cart'],
    ];
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    });
    console.log('| page | JS files | gzip KB | sent KB (br) | layout shift | ≤ ~135 KB gzip |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const [name, path] of pages) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const scripts: Response[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) scripts.push(r);
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      let gzip = 0;
      const files: [string, number][] = [];
      for (const response of scripts) {
        const size = gzipSync(await response.body(), { level: 9 }).length;
        gzip += size;
        files.push([new URL(response.url()).pathname.replace('/assets/', ''), size]);
      }
      const sent = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .reduce((n, e) => n + (e as PerformanceResourceTiming).encodedBodySize, 0),
      );
      const shift = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 300);
          }),
      );
      const kb = gzip / 1024;
      console.log(
        `| ${name} | ${scripts.length} | ${kb.toFixed(1)} | ${(sent / 1024).toFixed(1)} | ${shift.toFixed(3)} | ${kb <= TARGET_GZIP_KB ? 'yes' : `no (+${(kb - TARGET_GZIP_KB).toFixed(1)})`} |`,
      );
      if (SHOW_FILES) {
        files.sort((a, b) => b[1] - a[1]);
        console.log(
          `|   ${files.map(([file, size]) => `${file} ${(size / 1024).toFixed(1)}`).join(', ')} |`,
        );
      }
      await page.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
