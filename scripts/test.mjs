// `npm test`: format check, lint (type-aware), typecheck, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests against the production build. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/web-build.mjs';

const bin = (name) => join(root, 'node_modules/.bin', name);
const reportDir = mkdtempSync(join(tmpdir(), 'ct-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (!ok) failedSteps.push(label);
  return ok;
}

function countVitest(label, reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numTotalTests === 0) failedSteps.push(`${label} (ran no test)`);
  } catch {
    totals.failed += 1;
    failedSteps.push(`${label} (no report)`);
  }
}

function vitest(label, extraArgs) {
  const reportFile = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  run(label, bin('vitest'), [
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  countVitest(label, reportFile);
}

const only = process.argv[2];
if (!only || only === 'static') {
  run('format', bin('prettier'), ['--check', '--log-level=warn', '.']);
  run('lint', bin('eslint'), ['.', '--max-warnings=0']);
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
}
if (!only || only === 'unit') {
  if (process.env.TEST_DATABASE_URL)
    console.log('TEST_DATABASE_URL is set: API tests also run on PostgreSQL.');
  else console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
  vitest('unit and API tests', []);
}
if (!only || only === 'e2e') {
  vitest('browser tests', ['--config', 'apps/web/e2e/vitest.config.ts']);
}

rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
