import type { Order } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/orders/myorders: the signed-in user's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('orders/myorders', { signal });
}

/**
 * Fetched again on every visit (the cached list shows meanwhile): a payment or a status change
 * since the last visit must appear, e.g. when a notification links to a new order.
 */
export function useMyOrders(userId: string) {
  return useQuery({
    queryKey: queryKeys.orders.mine(userId),
    queryFn: ({ signal }) => getMyOrders(signal),
    staleTime: 0,
  });
}
