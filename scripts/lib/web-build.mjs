// Builds the web app when its dist is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = join(root, 'apps/web');
export const webDist = join(webDir, 'dist');
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

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return false;
  console.log('Building the web app (its build is missing or older than its sources)...');
  const started = Date.now();
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
  writeFileSync(stampFile, new Date().toISOString());
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
