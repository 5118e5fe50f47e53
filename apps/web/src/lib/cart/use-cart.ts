import {
  CART_MESSAGES,
  CART_PRICE_REFRESH_MS,
  CATALOG_MESSAGES,
  STORAGE_KEYS,
  type CartResponse,
} from '@campus-threads/contract';
import { keepPreviousData, useQuery, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../auth-context';
import { subscribeToLocalCollections } from '../local-storage-json';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { cartApi, EMPTY_CART } from './cart-api';
import { useServerCart } from './server-cart';
import { cartFailureMessage } from './cart-errors';
import {
  addToCart,
  clearGuestCart,
  removeGuestLine,
  setGuestQuantity,
  type CartItem,
} from './guest-cart';

function readStoredCart(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]';
  } catch {
    return '[]';
  }
}

function parseStoredCart(raw: string): CartItem[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as CartItem[]) : [];
  } catch {
    return [];
  }
}

/** The device cart's lines, live across tabs. */
export function useGuestCartItems(): CartItem[] {
  const raw = useSyncExternalStore(subscribeToLocalCollections, readStoredCart, () => '[]');
  return useMemo(() => parseStoredCart(raw), [raw]);
}

export type CartState = {
  /** 'server' for a signed-in shopper, 'guest' for the device cart. */
  mode: 'server' | 'guest';
  cart: CartResponse;
  /** True until the first priced cart has arrived. */
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<QueryObserverResult<CartResponse>>;
};

/**
 * The shopper's cart, priced by the server as it is now: the account's cart when signed in, else
 * the device cart priced through POST /api/cart/quote. Refreshed every 5 minutes while shown
 * (spec: storefront §9); `fresh` also refetches when a page opens (cart, checkout).
 */
export function useCart({ fresh = false }: { fresh?: boolean } = {}): CartState {
  const { isAuthenticated, isLoading: sessionLoading } = useAuth();
  const guestItems = useGuestCartItems();
  const guestKey = useMemo(
    () =>
      JSON.stringify(
        guestItems.map((i) => [i.id, i.productId, i.size, i.color, i.quantity, i.customName]),
      ),
    [guestItems],
  );

  const server = useServerCart({ enabled: isAuthenticated, refetchInterval: CART_PRICE_REFRESH_MS, refetchOnMount: fresh ? 'always' : true });
  const guest = useQuery({
    queryKey: queryKeys.cart.guest(guestKey),
    queryFn: ({ signal }) => cartApi.quote(guestItems, signal),
    enabled: !isAuthenticated && !sessionLoading && guestItems.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: CART_PRICE_REFRESH_MS,
    refetchOnMount: fresh ? 'always' : true,
  });

  if (isAuthenticated) {
    return {
      mode: 'server',
      cart: server.data ?? EMPTY_CART,
      isLoading: server.isPending,
      isFetching: server.isFetching,
      error: server.error,
      refetch: server.refetch,
    };
  }
  const empty = guestItems.length === 0;
  return {
    mode: 'guest',
    cart: empty ? EMPTY_CART : (guest.data ?? EMPTY_CART),
    isLoading: sessionLoading || (!empty && guest.isPending),
    isFetching: guest.isFetching,
    error: empty ? null : guest.error,
    refetch: guest.refetch,
  };
}

/**
 * Add, change, remove and clear, on the server for a signed-in shopper and on the device for a
 * guest, with the spec's toasts. Each resolves to true when it worked.
 */
export function useCartActions() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();

  const run = useCallback(
    async (
      server: () => Promise<CartResponse>,
      device: () => void,
      messages: { ok?: string; failed: string },
    ) => {
      try {
        if (isAuthenticated) queryClient.setQueryData(queryKeys.cart.server(), await server());
        else device();
        if (messages.ok) notify.success(messages.ok);
        return true;
      } catch (error) {
        notify.error(cartFailureMessage(error, messages.failed));
        return false;
      }
    },
    [isAuthenticated, queryClient],
  );

  const add = useCallback(
    (
      item: CartItem,
      okMessage: string = CATALOG_MESSAGES.addedToCart,
      failedMessage: string = CATALOG_MESSAGES.addToCartFailed,
    ) =>
      run(
        () => cartApi.add(item),
        () => addToCart(item),
        { ok: okMessage, failed: failedMessage },
      ),
    [run],
  );

  const setQuantity = useCallback(
    async (id: string, quantity: number) => {
      // Below 1 is ignored (spec: storefront §5); the stepper never offers it.
      if (!Number.isInteger(quantity) || quantity < 1) return false;
      return run(
        () => cartApi.update(id, quantity),
        () => setGuestQuantity(id, quantity),
        { failed: CART_MESSAGES.updateFailed },
      );
    },
    [run],
  );

  const remove = useCallback(
    (id: string) =>
      run(
        () => cartApi.remove(id),
        () => removeGuestLine(id),
        { ok: CART_MESSAGES.itemRemoved, failed: CART_MESSAGES.removeFailed },
      ),
    [run],
  );

  const clear = useCallback(
    () =>
      run(
        () => cartApi.clear(),
        () => clearGuestCart(),
        { ok: CART_MESSAGES.cartCleared, failed: CART_MESSAGES.removeFailed },
      ),
    [run],
  );

  return { add, setQuantity, remove, clear };
}
