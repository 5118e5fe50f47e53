import { STORAGE_KEYS, WISHLIST_MESSAGES } from '@campus-threads/contract';
import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { readWishlist, writeWishlist } from './wishlist-storage';
import { checkEntry } from './api/check-entry';
import { applyRefresh, checkEntries, isRefreshRunning, throttleWait } from './wishlist-refresh';

/** This tab's last refresh start, for the 5 s throttle (a page change does not reset it). */
let lastStartedAt: number | null = null;
let running = false;

function readFlag(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.wishlistRefreshing);
  } catch {
    return null;
  }
}

function setFlag(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEYS.wishlistRefreshing, String(Date.now()));
    else window.localStorage.removeItem(STORAGE_KEYS.wishlistRefreshing);
  } catch {
    // Storage blocked: the flag only guards against two tabs refreshing at once.
  }
}

/** Looks every saved item up again; true when every look-up answered. */
async function refreshDeviceList(): Promise<boolean> {
  const entries = readWishlist();
  if (entries.length === 0) return true;
  const { outcomes, timedOut } = await checkEntries(entries, checkEntry);
  const result = applyRefresh(readWishlist(), outcomes);
  if (result.updated > 0 || result.removed > 0) writeWishlist(result.list);
  return !timedOut && result.unchecked === 0;
}

export type RefreshOptions = {
  /** The automatic refresh when the page opens: no toast, and skipped while throttled. */
  quiet?: boolean;
};

/**
 * The wishlist's Refresh (spec: storefront §9): at most one per 5 s in this tab (a click inside
 * the window runs when it ends), none while another tab's is running (`wishlist_refreshing`).
 * A guest's items are looked up again; a signed-in shopper's list is read from the account
 * (`reloadAccount`). Toasts 'Wishlist refreshed' or 'Failed to refresh wishlist'.
 */
export function useWishlistRefresh(reloadAccount: (() => Promise<boolean>) | null) {
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(
    async ({ quiet = false }: RefreshOptions = {}) => {
      if (running) return;
      const wait = throttleWait(lastStartedAt, Date.now());
      if (quiet && wait > 0) return;
      if (isRefreshRunning(readFlag(), Date.now())) return;
      running = true;
      setBusy(true);
      try {
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastStartedAt = Date.now();
        setFlag(true);
        let ok: boolean;
        try {
          ok = reloadAccount ? await reloadAccount() : await refreshDeviceList();
        } catch {
          ok = false;
        }
        if (!quiet) {
          if (ok) notify.success(WISHLIST_MESSAGES.refreshed);
          else notify.error(WISHLIST_MESSAGES.refreshFailed);
        }
      } finally {
        setFlag(false);
        running = false;
        setBusy(false);
      }
    },
    [reloadAccount],
  );

  return { refresh, busy };
}
