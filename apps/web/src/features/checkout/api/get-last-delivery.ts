import type { LastDeliveryResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/orders/last-delivery: the delivery details of the signed-in buyer's newest order, which
 * checkout offers as "Use my last address" (decision 0056). Not asked for a guest.
 */
export function useLastDelivery(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.checkout.lastDelivery(userId ?? ''),
    queryFn: ({ signal }) => api.get<LastDeliveryResponse>('orders/last-delivery', { signal }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}
