import { CATALOG_MESSAGES } from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import type { CartItem } from './cart-line';

const load = () => import('./cart-actions');

/** When the cart's code cannot be fetched (offline, a new release): say so, change nothing. */
function unavailable(failedMessage: string): false {
  notify.error(failedMessage);
  return false;
}

/**
 * Add, change, remove and clear (cart-actions.ts), for any page. The code behind them loads on
 * the first use, and is usually already there: hovering a button is enough to fetch it.
 */
export function useCartActions() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const context = { isAuthenticated, queryClient };
    const failed = CATALOG_MESSAGES.addToCartFailed;
    return {
      /** Start fetching the code (e.g. on pointer enter), so the first click feels instant. */
      prefetch: () => void load().catch(() => undefined),
      add: (item: CartItem, okMessage?: string, failedMessage?: string) =>
        load().then(
          (m) => m.addLine(context, item, okMessage, failedMessage),
          () => unavailable(failedMessage ?? failed),
        ),
      setQuantity: (id: string, quantity: number) =>
        load().then(
          (m) => m.setLineQuantity(context, id, quantity),
          () => unavailable(failed),
        ),
      remove: (id: string) =>
        load().then(
          (m) => m.removeLine(context, id),
          () => unavailable(failed),
        ),
      clear: () =>
        load().then(
          (m) => m.clearCart(context),
          () => unavailable(failed),
        ),
    };
  }, [isAuthenticated, queryClient]);
}
