import { CART_PRICE_REFRESH_MS, STORAGE_KEYS, type CartResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery, type QueryObserverResult } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-context';
import { subscribeToLocalCollections } from '@/lib/local-storage-json';
import { queryKeys } from '@/lib/query-keys';
import { cartApi, EMPTY_CART } from './api/cart-api';
import type { CartItem } from './cart-line';
import { useServerCart } from './api/server-cart';
import { useGuestCartMergeFailed } from './use-guest-cart-merge';
import { withDeviceNames } from './device-names';

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

  const server = useServerCart({
    enabled: isAuthenticated,
    refetchInterval: CART_PRICE_REFRESH_MS,
    refetchOnMount: fresh ? 'always' : true,
  });
  const guest = useQuery({
    queryKey: queryKeys.cart.guest(guestKey),
    queryFn: ({ signal }) => cartApi.quote(guestItems, signal),
    enabled: !isAuthenticated && !sessionLoading && guestItems.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: CART_PRICE_REFRESH_MS,
    refetchOnMount: fresh ? 'always' : true,
  });

  const mergeFailed = useGuestCartMergeFailed();
  if (isAuthenticated) {
    // Just signed in with lines on the device: they are being merged into this cart (signing in
    // from the checkout must not find the account's cart empty and leave for /cart:
    // docs/decisions/0034).
    const merging = guestItems.length > 0 && !mergeFailed;
    return {
      mode: 'server',
      cart: server.data ?? EMPTY_CART,
      isLoading: server.isPending || merging,
      isFetching: server.isFetching,
      error: server.error,
      refetch: server.refetch,
    };
  }
  const empty = guestItems.length === 0;
  return {
    mode: 'guest',
    cart: empty ? EMPTY_CART : withDeviceNames(guest.data ?? EMPTY_CART, guestItems),
    isLoading: sessionLoading || (!empty && guest.isPending),
    isFetching: guest.isFetching,
    error: empty ? null : guest.error,
    refetch: guest.refetch,
  };
}
