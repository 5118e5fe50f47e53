import { WISHLIST_REFRESH } from '@campus-threads/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse, networkError, timeoutError } from '@/lib/api-errors';
import { createAccessory, createTshirt } from '@/lib/test-factories';
import { wishlistEntryId, type WishlistEntry } from './wishlist-storage';
import {
  applyRefresh,
  checkEntries,
  inBatches,
  isRefreshRunning,
  outcomeOfError,
  throttleWait,
  type CheckEntry,
  type CheckOutcome,
} from './wishlist-refresh';

const shirt = (id: string, price = 599): WishlistEntry => ({
  ...createTshirt({ id, price }),
  productType: 'tshirt',
});
const accessory = (accessoryId: string): WishlistEntry => ({
  ...createAccessory({ accessoryId }),
  productType: 'accessory',
});
const ids = (list: readonly WishlistEntry[]) => list.map(wishlistEntryId);

afterEach(() => {
  vi.useRealTimers();
});

describe('inBatches', () => {
  it('cuts a list into groups of 2 (the spec), the last one shorter', () => {
    expect(inBatches([1, 2, 3, 4, 5], WISHLIST_REFRESH.batchSize)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 2)).toEqual([]);
    expect(inBatches([1, 2], 0)).toEqual([[1], [2]]);
  });
});

describe('throttleWait', () => {
  it('lets the first refresh run at once and a later one after 5 s', () => {
    expect(throttleWait(null, 1_000)).toBe(0);
    expect(throttleWait(10_000, 12_000)).toBe(3_000);
    expect(throttleWait(10_000, 15_000)).toBe(0);
    expect(throttleWait(10_000, 40_000)).toBe(0);
  });
});

describe('isRefreshRunning', () => {
  it('honours a recent flag and ignores one left over from a closed tab', () => {
    expect(isRefreshRunning(null, 50_000)).toBe(false);
    expect(isRefreshRunning('45000', 50_000)).toBe(true);
    expect(isRefreshRunning('30000', 50_000)).toBe(false);
    expect(isRefreshRunning('true', 50_000)).toBe(false);
    expect(isRefreshRunning('90000', 50_000)).toBe(false);
  });
});

describe('outcomeOfError', () => {
  it('drops gone items and items that time out, keeps the rest', () => {
    expect(outcomeOfError(errorFromResponse(404, { message: 'T-shirt not found' }))).toEqual({
      kind: 'missing',
    });
    expect(outcomeOfError(errorFromResponse(400, {}))).toEqual({ kind: 'missing' });
    expect(outcomeOfError(timeoutError())).toEqual({ kind: 'missing' });
    expect(outcomeOfError(networkError())).toEqual({ kind: 'failed' });
    expect(outcomeOfError(errorFromResponse(500, {}))).toEqual({ kind: 'failed' });
    expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('applyRefresh', () => {
  it('updates answered items, removes missing ones, keeps failed, unchecked and new ones', () => {
    const list = [shirt('new'), shirt('t1'), accessory('a1'), shirt('t2'), shirt('t3')];
    const outcomes = new Map<string, CheckOutcome>([
      ['t1', { kind: 'fresh', entry: shirt('t1', 450) }],
      ['a1', { kind: 'missing' }],
      ['t2', { kind: 'failed' }],
    ]);
    const result = applyRefresh(list, outcomes);
    expect(ids(result.list)).toEqual(['new', 't1', 't2', 't3']);
    expect(result.list[1]).toMatchObject({ price: 450 });
    expect(result).toMatchObject({ updated: 1, removed: 1, unchecked: 3 });
  });
});

describe('checkEntries', () => {
  it('checks 2 at a time, in order', async () => {
    let active = 0;
    let most = 0;
    const order: string[] = [];
    const check: CheckEntry = async (entry) => {
      active++;
      most = Math.max(most, active);
      order.push(wishlistEntryId(entry));
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return wishlistEntryId(entry) === 't2' ? { kind: 'missing' } : { kind: 'fresh', entry };
    };
    const { outcomes, timedOut } = await checkEntries(
      [shirt('t1'), shirt('t2'), shirt('t3'), shirt('t4'), shirt('t5')],
      check,
    );
    expect(most).toBe(2);
    expect(order).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(timedOut).toBe(false);
    expect(outcomes.get('t2')).toEqual({ kind: 'missing' });
    expect(outcomes.size).toBe(5);
  });

  it('reads a thrown error as the outcome it means', async () => {
    const check: CheckEntry = (entry) =>
      Promise.reject(wishlistEntryId(entry) === 't1' ? errorFromResponse(404, {}) : networkError());
    const { outcomes } = await checkEntries([shirt('t1'), shirt('t2')], check);
    expect(outcomes.get('t1')).toEqual({ kind: 'missing' });
    expect(outcomes.get('t2')).toEqual({ kind: 'failed' });
  });

  it('gives up after the 15 s safety timeout and keeps what it found so far', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    // Each check takes 4 s (under the 5 s per item): batches end at 4, 8, 12 s; the 4th would end at 16 s.
    const check: CheckEntry = (entry, signal) => {
      signals.push(signal);
      return new Promise((resolve) => setTimeout(() => resolve({ kind: 'fresh', entry }), 4_000));
    };
    const entries = Array.from({ length: 8 }, (_, i) => shirt(`t${i + 1}`));
    const done = checkEntries(entries, check);
    await vi.advanceTimersByTimeAsync(WISHLIST_REFRESH.safetyTimeoutMs);
    const { outcomes, timedOut } = await done;
    expect(timedOut).toBe(true);
    expect([...outcomes.keys()]).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect(signals.at(-1)?.aborted).toBe(true);
  });
});
