import { clsx, type ClassValue } from 'clsx';

/**
 * Join class names; when two Tailwind utilities set the same thing (`px-3` then `px-4`,
 * `rounded-md` then `rounded-full`, `bg-zinc-200` then `bg-white/10`), the later one wins.
 *
 * A deliberately small stand-in for tailwind-merge (15 KB of the first load): it knows the
 * utility groups our primitives let callers override, keyed by variant prefix.
 */
const FONT_SIZES = /^text-(xs|sm|base|lg|xl|\d?xl|\[.+\])$/;
const GROUPS: [RegExp, string][] = [
  [/^(px|py|pt|pr|pb|pl|ps|pe|p)-/, '$1'],
  [/^(mx|my|mt|mr|mb|ml|ms|me|m)-/, '$1'],
  [/^(min-w|min-h|max-w|max-h|size|w|h)-/, '$1'],
  [/^rounded(-(t|r|b|l|tl|tr|bl|br))?(-|$)/, 'rounded$1'],
  [/^(gap-x|gap-y|gap)-/, '$1'],
  [/^(inset-x|inset-y|inset|top|right|bottom|left)-/, '$1'],
  [/^(font)-(thin|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^(shadow)(-|$)/, 'shadow'],
  [/^(opacity|z|order|grow|shrink|basis|leading|tracking)-/, '$1'],
  [
    /^(bg)-(?!(gradient|linear|radial|conic|none|fixed|local|scroll|clip|origin|repeat|no-repeat|center|cover|contain|top|bottom|left|right)\b)/,
    'bg-color',
  ],
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/,
    'display',
  ],
  [/^(justify)-/, 'justify'],
  [/^(items)-/, 'items'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
];

function groupOf(utility: string): string | null {
  const negativeless = utility.startsWith('-') ? utility.slice(1) : utility;
  if (FONT_SIZES.test(negativeless)) return 'text-size';
  if (
    /^text-/.test(negativeless) &&
    !/^text-(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/.test(
      negativeless,
    )
  ) {
    return 'text-color';
  }
  for (const [pattern, key] of GROUPS) {
    const match = negativeless.match(pattern);
    if (match) return match[0].replace(pattern, key);
  }
  return null;
}

export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const colon = token.lastIndexOf(':');
    const variants = colon === -1 ? '' : token.slice(0, colon + 1);
    const utility = colon === -1 ? token : token.slice(colon + 1);
    const important = utility.startsWith('!') ? '!' : '';
    const group = groupOf(important ? utility.slice(1) : utility);
    const key = group ? `${variants}${important}${group}` : `${variants}${important}${utility}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
