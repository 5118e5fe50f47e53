import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

describe('createCountCache', () => {
  it('keeps a total for the time to live, then counts again', async () => {
    let clock = 0;
    let counted = 0;
    const cache = createCountCache({ ttlMs: 1_000, now: () => clock });
    const count = async () => ++counted;
    expect(await cache.get('k', count)).toBe(1);
    clock = 999;
    expect(await cache.get('k', count)).toBe(1);
    clock = 1_000;
    expect(await cache.get('k', count)).toBe(2);
  });

  it('forgets every total on invalidate, and does not keep one counted across a write', async () => {
    const cache = createCountCache({ ttlMs: 60_000 });
    let total = 5;
    expect(await cache.get('k', async () => total)).toBe(5);
    total = 6;
    cache.invalidate();
    expect(await cache.get('k', async () => total)).toBe(6);

    // A write lands while a count is running: that count is answered but not cached.
    const slow = cache.get('other', async () => {
      cache.invalidate();
      return 1;
    });
    expect(await slow).toBe(1);
    expect(await cache.get('other', async () => 2)).toBe(2);
  });

  it('stays within maxEntries', async () => {
    let counted = 0;
    const cache = createCountCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++counted);
    expect(await cache.get('c', async () => ++counted)).toBe(3);
  });
});
