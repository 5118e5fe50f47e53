import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles } from './repo-files';

/**
 * No source file over MAX_LINES lines (docs/decisions/0062): a long file holds several jobs, and
 * a reader, a reviewer and a merge all pay for it. Tests, browser specs, fixtures and data files
 * are aside: a test file reads as a list of cases, a data file as a table.
 */
const MAX_LINES = 450;

/**
 * The files over the limit when the rule came in, each with its length then. The list only
 * shrinks: a listed file may not grow, and once it is back under the limit its line goes (the
 * test says so), so the next change cannot quietly use the room. Add a file here only with a
 * reason in its comment, and a plan to split it.
 */
const KNOWN_LONG_FILES: Record<string, number> = {
  // Empty: the two benchmark scripts over the limit when the rule came in (bench/catalog/run.ts,
  // 486 lines, and bench/faults/run.ts, 545) were split, their load and process helpers moved
  // to bench/catalog/load.ts and bench/faults/processes.ts.
};
/** Not held to the limit: tests, browser specs, fixtures and data files. */
export function isExempt(path: string): boolean {
  return (
    /\.(test|spec)\.(ts|tsx|js|mjs)$/.test(path) ||
    /(^|\/)(fixtures|__fixtures__)\//.test(path) ||
    /[-.]fixtures?\.(ts|tsx|js|mjs)$/.test(path) ||
    /\.data\.(ts|tsx|js|mjs)$/.test(path) ||
    /\.d\.(ts|mts|cts)$/.test(path)
  );
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

function lengths(): Map<string, number> {
  const result = new Map<string, number>();
  for (const path of sourceFiles()) {
    if (isExempt(path)) continue;
    result.set(path, lineCount(readFileSync(join(repoRoot, path), 'utf8')));
  }
  return result;
}

describe(`house rule: no source file over ${MAX_LINES} lines`, () => {
  const measured = lengths();

  it('reads the source tree (apps, packages, scripts, bench)', () => {
    expect(measured.size).toBeGreaterThan(100);
    expect(measured.has('apps/api/src/app.ts')).toBe(true);
    expect(measured.has('scripts/test.mjs')).toBe(true);
  });

  it('has no file over the limit beyond the known list', () => {
    const tooLong = [...measured]
      .filter(([path, lines]) => lines > MAX_LINES && !(path in KNOWN_LONG_FILES))
      .map(([path, lines]) => `${path}: ${lines} lines`);
    expect(tooLong, `split these files to ${MAX_LINES} lines or fewer`).toEqual([]);
  });

  it('lets no listed file grow past its recorded length', () => {
    const grown = Object.entries(KNOWN_LONG_FILES)
      .filter(([path, recorded]) => (measured.get(path) ?? 0) > recorded)
      .map(([path, recorded]) => `${path}: ${measured.get(path)} lines, recorded ${recorded}`);
    expect(grown, 'a known long file may only shrink').toEqual([]);
  });

  it('drops a listed file once it is within the limit (or gone)', () => {
    const stale = Object.keys(KNOWN_LONG_FILES)
      .filter((path) => (measured.get(path) ?? 0) <= MAX_LINES)
      .map((path) => `${path}: ${measured.get(path) ?? 'no such file'}`);
    expect(stale, 'remove these from KNOWN_LONG_FILES').toEqual([]);
  });

  it('holds tests, specs, fixtures and data files aside, and no other file', () => {
    expect(isExempt('apps/api/src/modules/cart/cart.api.test.ts')).toBe(true);
    expect(isExempt('apps/web/e2e/buying.e2e.test.ts')).toBe(true);
    expect(isExempt('apps/api/test/drop-fixtures.ts')).toBe(true);
    expect(isExempt('apps/api/src/demo/demo-catalog.data.ts')).toBe(true);
    expect(isExempt('apps/api/src/modules/cart/cart.service.ts')).toBe(false);
    expect(isExempt('apps/web/src/app.tsx')).toBe(false);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
