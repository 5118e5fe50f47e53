import { STORAGE_KEYS, type CartResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { useStoredCount } from '@/lib/local-collections';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in shopper's cart query, on its own so the header's badge (on every page) does not
 * carry the cart's other code.
 */
export function useServerCart(options: {
  enabled: boolean;
  refetchInterval?: number;
  refetchOnMount?: boolean | 'always';
}) {
  return useQuery({
    queryKey: queryKeys.cart.server(),
    queryFn: ({ signal }) => api.get<CartResponse>('cart', { signal }),
    ...options,
  });
}

/** Lines in the cart, for the header badge: the account's cart when signed in, else the device's. */
export function useCartCount(): number {
  const { isAuthenticated } = useAuth();
  const deviceLines = useStoredCount(STORAGE_KEYS.cart);
  const server = useServerCart({ enabled: isAuthenticated });
  return isAuthenticated ? (server.data?.items.length ?? 0) : deviceLines;
}
