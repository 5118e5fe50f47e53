// Builds the web app when its dist is missing or older than any of its sources.
import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = join(root, 'apps/web');
/**
 * Where the build goes: apps/web/dist, or WEB_DIST_DIR (the API serves the same variable), so
 * two browser-test runs on one checkout can each build and serve their own copy.
 */
export const webDist = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : join(webDir, 'dist');
const stampFile = join(webDist, '.build-stamp');

const sources = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'package.json'),
  join(root, 'packages/contract/src'),
  join(root, 'package-lock.json'),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(join(webDist, 'index.html')) || !existsSync(stampFile)) return true;
  const builtAt = statSync(stampFile).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes .br and .gz beside every text file over 1 KB, once at build time, so the server sends
 * compressed files without compressing per request (@fastify/static preCompressed). Brotli at 10,
 * not 11: measured on this build, 11 took three times as long for 2% fewer bytes, and the build
 * is on a first start's path (docs/decisions/0064).
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < 1024) continue;
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
  }
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return false;
  console.log('Building the web app (its build is missing or older than its sources)...');
  const started = Date.now();
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
    {
      cwd: webDir,
      stdio: 'inherit',
      // A build started from the test runner inherits NODE_ENV=test, which would ship React's
      // development bundle (and `npm start` would then serve it as fresh).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
  precompress(webDist);
  writeFileSync(stampFile, new Date().toISOString());
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

/**
 * The same, in a child process (scripts/build-web.mjs) the caller does not wait on: `npm start`
 * boots the API (its database, migrations) meanwhile and waits for this before serving
 * (docs/decisions/0064). The child runs at a lower priority, so on a small machine the boot keeps
 * its core and the build (vite, then the brotli and gzip twins) takes the rest. Resolves true when
 * it built.
 */
export function ensureWebBuildInBackground() {
  if (!webBuildIsStale()) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/build-web.mjs')], {
      stdio: 'inherit',
      env: process.env,
    });
    try {
      setPriority(child.pid, 10);
    } catch {
      // Not allowed here (some containers): the build just shares the CPU evenly.
    }
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(true) : reject(new Error(`web build failed (exit ${code})`)),
    );
  });
}
