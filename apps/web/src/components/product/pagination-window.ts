export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show (spec: storefront §9): up to `span` numbered pages around the current
 * one, plus the first and last pages, with a gap marker where pages are skipped.
 * pageWindow(5, 10) → [1, 'gap-start', 3, 4, 5, 6, 7, 'gap-end', 10].
 */
export function pageWindow(current: number, total: number, span = 5): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const half = Math.floor(span / 2);
  const start = Math.max(1, Math.min(page - half, total - span + 1));
  const end = Math.min(total, start + span - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-start');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push('gap-end');
  if (end < total) items.push(total);
  return items;
}
