import { join } from 'node:path';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './repo-files';

/**
 * No import cycles (docs/decisions/0062), type-only imports included: a cycle makes the order in
 * which modules load matter, ties two files so neither can change or move alone, and a type-only
 * one is the same knot in the design even though the compiler erases it. dpdm reads each part
 * with its own tsconfig (the web app's `@/` alias resolved) and without dropping types
 * (`transform: false`); `import()` counts too.
 */
const PARTS = [
  { glob: 'packages/contract/src/**/*.ts', tsconfig: 'packages/contract/tsconfig.json' },
  { glob: 'apps/api/src/**/*.ts', tsconfig: 'apps/api/tsconfig.json' },
  { glob: 'apps/web/src/**/*.{ts,tsx}', tsconfig: 'apps/web/tsconfig.json' },
];

/**
 * Cycles allowed to stand for a while (none now), written as `a -> b -> a` from the
 * alphabetically first file. The list only shrinks: a cycle not listed fails, and so does a
 * listed one that is gone, so its line is removed with the fix.
 */
const KNOWN_CYCLES_IN_FOLDERS_BEING_REWORKED: string[] = [];

/** A cycle as `a -> b -> a`, started from its alphabetically first file so each reads one way. */
export function cycleText(files: readonly string[]): string {
  const first = files.indexOf([...files].sort()[0]!);
  const turned = [...files.slice(first), ...files.slice(0, first)];
  return [...turned, turned[0]].join(' -> ');
}

const trees: DependencyTree[] = [];

beforeAll(async () => {
  for (const part of PARTS) {
    trees.push(
      await parseDependencyTree(part.glob, {
        cwd: repoRoot,
        context: repoRoot,
        tsconfig: join(repoRoot, part.tsconfig),
        transform: false,
        skipDynamicImports: false,
      }),
    );
  }
}, 120_000);

function cycles(): string[] {
  const found = new Set<string>();
  for (const tree of trees) for (const cycle of parseCircular(tree)) found.add(cycleText(cycle));
  return [...found].sort();
}

describe('house rule: no import cycles, type-only imports included (dpdm)', () => {
  it('reads every part, resolving every relative and `@/` import', () => {
    const unresolved: string[] = [];
    let aliased = 0;
    for (const tree of trees) {
      for (const [file, deps] of Object.entries(tree)) {
        for (const dep of deps ?? []) {
          const local = dep.request.startsWith('.') || dep.request.startsWith('@/');
          if (local && dep.id === null) unresolved.push(`${file}: ${dep.request}`);
          if (dep.request.startsWith('@/') && dep.id?.startsWith('apps/web/src/')) aliased += 1;
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(aliased, 'the web app imports through `@/`').toBeGreaterThan(10);
    const files = trees.flatMap((tree) => Object.keys(tree));
    for (const start of ['packages/contract/src/', 'apps/api/src/', 'apps/web/src/'])
      expect(
        files.some((file) => file.startsWith(start)),
        start,
      ).toBe(true);
  });

  it('finds a type-only cycle (the check does not drop types)', async () => {
    const probe = await parseDependencyTree('scripts/house-rules/probe-cycle/a.ts', {
      cwd: repoRoot,
      context: repoRoot,
      transform: false,
    });
    expect(parseCircular(probe).map(cycleText)).toEqual([
      'scripts/house-rules/probe-cycle/a.ts -> scripts/house-rules/probe-cycle/b.ts -> scripts/house-rules/probe-cycle/a.ts',
    ]);
  });

  it('has no cycle beyond the known list', () => {
    const known = new Set(KNOWN_CYCLES_IN_FOLDERS_BEING_REWORKED);
    expect(cycles().filter((cycle) => !known.has(cycle))).toEqual([]);
  });

  it('lists no cycle that is gone (the list only shrinks)', () => {
    const found = new Set(cycles());
    expect(KNOWN_CYCLES_IN_FOLDERS_BEING_REWORKED.filter((cycle) => !found.has(cycle))).toEqual([]);
  });

  it('writes a cycle from its alphabetically first file', () => {
    expect(cycleText(['b.ts', 'c.ts', 'a.ts'])).toBe('a.ts -> b.ts -> c.ts -> a.ts');
  });
});
