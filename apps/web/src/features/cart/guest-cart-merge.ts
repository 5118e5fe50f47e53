import type { CartResponse } from '@campus-threads/contract';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { cartApi } from './api/cart-api';
import { clearGuestCart, readCart } from './guest-cart';

let inFlight: Promise<CartResponse | null> | null = null;

/**
 * Moves the device cart into the signed-in account's cart (spec: accounts-orders §4), once even
 * when the login page and the checkout both ask: 'Synced N items from your guest cart'. The
 * device lines are dropped only after the server has taken them.
 */
export function mergeGuestCart(queryClient: QueryClient): Promise<CartResponse | null> {
  if (inFlight) return inFlight;
  const items = readCart();
  if (items.length === 0) return Promise.resolve(null);
  inFlight = cartApi
    .merge(items)
    .then(async (merged) => {
      // A read of the cart sent before the merge must not land after it with the cart as it was.
      await queryClient.cancelQueries({ queryKey: queryKeys.cart.server() });
      clearGuestCart();
      queryClient.setQueryData(queryKeys.cart.server(), {
        items: merged.items,
        summary: merged.summary,
      });
      if (merged.message) notify.success(merged.message);
      return merged;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
