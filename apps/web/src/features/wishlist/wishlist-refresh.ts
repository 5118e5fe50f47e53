import { WISHLIST_REFRESH } from '@campus-threads/contract';
import { isApiRequestError } from '@/lib/api-errors';
import { wishlistEntryId, type WishlistEntry } from './wishlist-storage';

/**
 * The guest's wishlist refresh (spec: storefront §4, §9): every saved item is looked up again,
 * 2 at a time, each given 5 s; an item that is gone or does not answer in time is dropped, one
 * that answers is updated (prices, images), one that fails otherwise (offline, server error) is
 * kept. After 15 s the refresh stops and keeps what it has not checked.
 */

/** What one look-up found. */
export type CheckOutcome =
  { kind: 'fresh'; entry: WishlistEntry } | { kind: 'missing' } | { kind: 'failed' };

export type CheckEntry = (entry: WishlistEntry, signal: AbortSignal) => Promise<CheckOutcome>;

/** `items` cut into consecutive groups of `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += step) batches.push(items.slice(i, i + step));
  return batches;
}

/** How long to wait before a refresh may start: 0 at once, else the rest of the 5 s window. */
export function throttleWait(
  lastStartedAt: number | null,
  now: number,
  windowMs: number = WISHLIST_REFRESH.throttleMs,
): number {
  if (lastStartedAt === null) return 0;
  return Math.max(0, lastStartedAt + windowMs - now);
}

/**
 * Whether a refresh is running in another tab: the `wishlist_refreshing` flag holds its start
 * time. A flag older than the safety timeout was left by a tab that closed mid-refresh.
 */
export function isRefreshRunning(
  flag: string | null,
  now: number,
  staleAfterMs: number = WISHLIST_REFRESH.safetyTimeoutMs,
): boolean {
  if (flag === null) return false;
  const startedAt = Number(flag);
  return Number.isFinite(startedAt) && now - startedAt < staleAfterMs && startedAt <= now;
}

/** A failed look-up: gone (404), an id that can never exist (400) or no answer in time → missing. */
export function outcomeOfError(error: unknown): CheckOutcome {
  if (isApiRequestError(error)) {
    if (error.kind === 'timeout') return { kind: 'missing' };
    if (error.kind === 'http' && (error.status === 404 || error.status === 400)) {
      return { kind: 'missing' };
    }
  }
  return { kind: 'failed' };
}

export type RefreshResult = {
  list: WishlistEntry[];
  updated: number;
  removed: number;
  /** Items whose look-up failed or never ran (kept as they were). */
  unchecked: number;
};

/**
 * The device list after a refresh. `list` is the list as it is now (the shopper may have removed
 * something meanwhile); entries added during the refresh were not checked and stay.
 */
export function applyRefresh(
  list: readonly WishlistEntry[],
  outcomes: ReadonlyMap<string, CheckOutcome>,
): RefreshResult {
  let updated = 0;
  let removed = 0;
  let unchecked = 0;
  const next = list.flatMap((entry): WishlistEntry[] => {
    const outcome = outcomes.get(wishlistEntryId(entry));
    if (!outcome || outcome.kind === 'failed') {
      unchecked++;
      return [entry];
    }
    if (outcome.kind === 'missing') {
      removed++;
      return [];
    }
    updated++;
    return [outcome.entry];
  });
  return { list: next, updated, removed, unchecked };
}

/**
 * Look every entry up, `batchSize` at a time, until done or the safety timeout. Resolves with
 * what was found for each id checked, and whether the time ran out.
 */
export async function checkEntries(
  entries: readonly WishlistEntry[],
  check: CheckEntry,
  {
    batchSize = WISHLIST_REFRESH.batchSize,
    safetyTimeoutMs = WISHLIST_REFRESH.safetyTimeoutMs,
  }: { batchSize?: number; safetyTimeoutMs?: number } = {},
): Promise<{ outcomes: Map<string, CheckOutcome>; timedOut: boolean }> {
  const outcomes = new Map<string, CheckOutcome>();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('expired');
    }, safetyTimeoutMs);
  });

  const all = (async () => {
    for (const batch of inBatches(entries, batchSize)) {
      const found = await Promise.all(
        batch.map((entry) =>
          check(entry, controller.signal).catch((error: unknown) => outcomeOfError(error)),
        ),
      );
      if (controller.signal.aborted) return 'expired' as const;
      batch.forEach((entry, i) => outcomes.set(wishlistEntryId(entry), found[i]!));
    }
    return 'done' as const;
  })();

  try {
    const end = await Promise.race([all, expired]);
    return { outcomes: new Map(outcomes), timedOut: end === 'expired' };
  } finally {
    clearTimeout(timer);
  }
}
