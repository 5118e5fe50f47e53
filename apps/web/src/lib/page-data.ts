import { hashKey, type QueryKey } from '@tanstack/react-query';
import { getToken } from './token';

/**
 * The first page of data the server sends with the HTML of home, listing and product pages
 * (apps/api/src/lib/page-hints.ts, same id): a `<script type="application/json">` block of
 * `[{ key, data }]`, where key is this app's React Query key. A page's first query starts from it
 * instead of calling the API (docs/decisions/0027).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Data that came with the page counts as fresh for this long after the page started loading. */
export const PAGE_DATA_FRESH_MS = 10_000;

export type PageDataEntry = { key: QueryKey; data: unknown };
export type PageDataSeed<T> = { data: T; updatedAt: number };

let entries: Map<string, unknown> | undefined;

/** Parses the block's text; anything that is not a list of { key, data } gives nothing. */
export function parsePageData(text: string | null | undefined): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (!text) return map;
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return map;
    for (const entry of list as Partial<PageDataEntry>[]) {
      if (entry && Array.isArray(entry.key) && entry.data !== undefined)
        map.set(hashKey(entry.key), entry.data);
    }
  } catch {
    // A broken block only means the page calls the API as usual.
  }
  return map;
}

function pageEntries(): Map<string, unknown> {
  if (!entries) {
    const element =
      typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
    entries = parsePageData(element?.textContent);
  }
  return entries;
}

/**
 * The data the HTML brought for this query, while the page is fresh (PAGE_DATA_FRESH_MS after
 * navigation start) and the visitor is signed out (the server sends the anonymous catalogue;
 * a seller sees more of their own design).
 */
export function pageDataFor<T>(queryKey: QueryKey): PageDataSeed<T> | undefined {
  if (typeof performance === 'undefined' || performance.now() > PAGE_DATA_FRESH_MS)
    return undefined;
  if (getToken()) return undefined;
  const data = pageEntries().get(hashKey(queryKey));
  if (data === undefined) return undefined;
  return { data: data as T, updatedAt: Math.round(performance.timeOrigin) };
}
