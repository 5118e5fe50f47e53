import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf } from './comments';
import { repoRoot, sourceFiles } from './repo-files';

/**
 * No issue numbers in comments (docs/decisions/0062): the word issue or issues followed by a
 * number, with or without a hash, or a bare hash and a number, tells a reader nothing unless they
 * go and look it up, and the tracker may be gone by then. A comment says in words why the code is
 * as it is; a decision record (docs/decisions/NNNN) may be named, as it lives in the repository.
 * Commit messages and docs/ are not read here. Comments only: a string such as an order's
 * "#" and short id is text the shop shows.
 */
const ISSUE_NUMBER = /\bissues?\s+#?\d+|(?<![\w&/])#\d{1,5}\b(?![-\w])/gi;

/**
 * Files whose comments may still name issues: none now. Should one be needed while a large move
 * is under way, it is listed here and the list only shrinks: a file not listed fails, and so does
 * a listed file with no such comment left.
 */
const FILES_STILL_NAMING_ISSUES: string[] = [];

/** Every comment line naming an issue, as `path:line: text`. */
export function issueMentions(path: string, text: string): string[] {
  const found: string[] = [];
  for (const comment of commentsOf(path, text)) {
    comment.text.split('\n').forEach((line, i) => {
      if (line.match(ISSUE_NUMBER)) found.push(`${path}:${comment.line + i}: ${line.trim()}`);
    });
  }
  return found;
}

function scan(): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const path of [...sourceFiles(), 'eslint.config.js']) {
    const mentions = issueMentions(path, readFileSync(join(repoRoot, path), 'utf8'));
    if (mentions.length > 0) byFile.set(path, mentions);
  }
  return byFile;
}

describe('house rule: no issue numbers in comments', () => {
  const found = scan();

  it('finds issue numbers in comments, and only there', () => {
    const code = [
      '// Fixed for issue 12.',
      '/** See issue #7 and #31. */',
      'const a = 1; // (issues 3 and 4)',
      'const label = `order #${id} (issue 5 in text)`;',
      'const re = /#12/;',
      "const color = '#333'; // the border's #fff, and DECISIONS #2",
      'const view = <p>{/* Issue 9 */}#4 shown</p>;',
    ].join('\n');
    expect(issueMentions('probe.tsx', code).map((m) => m.split(': ')[0])).toEqual([
      'probe.tsx:1',
      'probe.tsx:2',
      'probe.tsx:3',
      'probe.tsx:6',
      'probe.tsx:7',
    ]);
    expect(
      issueMentions(
        'probe.ts',
        '// docs/decisions/0043, RFC 8058, PR-free, step 2 of 3, #fff, #1e293b\nexport {};\n',
      ),
    ).toEqual([]);
  });

  it('has no issue number in a comment outside the listed files', () => {
    const listed = new Set(FILES_STILL_NAMING_ISSUES);
    const unlisted = [...found].filter(([path]) => !listed.has(path)).flatMap(([, m]) => m);
    expect(unlisted, 'say why in words instead').toEqual([]);
  });

  it('lists no file that is clean now (the list only shrinks)', () => {
    expect(FILES_STILL_NAMING_ISSUES.filter((path) => !found.has(path))).toEqual([]);
  });
});
