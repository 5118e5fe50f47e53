import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Every file git knows of or would add (tracked, and new files .gitignore does not exclude; deleted ones left out), as
 * paths from the repository root with forward slashes. node_modules, dist and data are left out
 * by .gitignore, so the rules read the project's own files only.
 */
export function repoFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const paths = new Set(out.split('\0').filter(Boolean));
  // A tracked file deleted in the work tree is still listed until the deletion is staged.
  return [...paths].filter((path) => existsSync(join(repoRoot, path))).sort();
}

/** Source code the house rules read: apps/, packages/, scripts/ and bench/, in TS or JS. */
export const SOURCE_ROOTS = ['apps/', 'packages/', 'scripts/', 'bench/'];
export const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|mts|cts)$/;

export function sourceFiles(): string[] {
  return repoFiles().filter(
    (path) => SOURCE_ROOTS.some((root) => path.startsWith(root)) && SOURCE_FILE.test(path),
  );
}
