/**
 * Totals for pagination, per filter, for a short while. An exact count visits every matching row
 * (5-13 ms at 100k t-shirts, docs/PERFORMANCE.md), while the page's rows are 12 index entries; the
 * catalogue changes rarely, so each process keeps a total for `ttlMs` and forgets them all on
 * any catalogue write it makes. `onInvalidate` passes a write on (the app clears the cached
 * catalogue answers and tells the other processes through the change feed, which call `clear`).
 */
export type CountCache = {
  get: (key: string, count: () => Promise<number>) => Promise<number>;
  /** A catalogue write in this process: forgets the totals and calls onInvalidate. */
  invalidate: () => void;
  /** Forgets the totals only (another process wrote). */
  clear: () => void;
};

export function createCountCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  onInvalidate?: () => void;
}): CountCache {
  const { ttlMs, maxEntries = 1_000, now = Date.now, onInvalidate } = options;
  const entries = new Map<string, { value: number; expiresAt: number }>();
  let generation = 0;

  return {
    async get(key, count) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const startedIn = generation;
      const value = await count();
      // A write during the count may have changed the total: answer, but do not keep it.
      if (startedIn === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, expiresAt: now() + ttlMs });
      }
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      onInvalidate?.();
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
