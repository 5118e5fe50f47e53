import { STORAGE_KEYS } from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-context';
import { countStoredItems } from '@/lib/local-collections';

function deviceCartLines(): number {
  try {
    return countStoredItems(window.localStorage.getItem(STORAGE_KEYS.cart));
  } catch {
    return 0;
  }
}

/** Whether the last merge of this page failed (its lines stay on the device until the next try). */
let mergeFailed = false;
const listeners = new Set<() => void>();

function setMergeFailed(failed: boolean): void {
  if (mergeFailed === failed) return;
  mergeFailed = failed;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True while a signed-in shopper's device lines are still on their way into the account's cart:
 * until then the account's cart is not the whole cart, and a page that judges it (the checkout
 * sends an empty cart to /cart) waits. A failed merge stops the wait.
 */
export function useGuestCartMergeFailed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mergeFailed,
    () => mergeFailed,
  );
}

/**
 * Mounted once in the layout: when a session begins with lines in the device cart, they move into
 * the account's cart. The merge code loads only then, so pages carry just this check.
 */
export function useGuestCartMerge(): void {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated || deviceCartLines() === 0) return;
    setMergeFailed(false);
    // A failed merge leaves the lines on the device; the next session start tries again.
    import('./guest-cart-merge')
      .then((m) => m.mergeGuestCart(queryClient))
      .catch(() => setMergeFailed(true));
  }, [isAuthenticated, queryClient]);
}
