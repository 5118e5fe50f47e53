import ts from 'typescript';

export type Comment = { line: number; text: string };

/** Script kinds by extension, so TSX and JSX parse as such. */
function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (path.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.(js|mjs|cjs)$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * Every comment of a source file (line and block comments, JSX `{/* *\/}` ones included), read
 * from TypeScript's own syntax tree, so text in strings, templates and regular expressions is
 * never taken for one.
 */
export function commentsOf(path: string, text: string): Comment[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(path));
  const seen = new Map<number, Comment>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, { line, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  // A shebang line is not a comment.
  add(ts.getLeadingCommentRanges(text, ts.getShebang(text)?.length ?? 0));
  visit(source);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}
