import { STORAGE_KEYS } from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-context';
import { countStoredItems } from '@/lib/local-collections';

function deviceCartLines(): number {
  try {
    return countStoredItems(window.localStorage.getItem(STORAGE_KEYS.cart));
  } catch {
    return 0;
  }
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
    // A failed merge leaves the lines on the device; the next session start tries again.
    import('./guest-cart-merge').then((m) => m.mergeGuestCart(queryClient)).catch(() => undefined);
  }, [isAuthenticated, queryClient]);
}
