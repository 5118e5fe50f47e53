import type { ReturnRequestsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { returnKeys } from './return-keys';

/** GET /api/orders/{id}/returns: one order's requests (its buyer, fulfilling seller or an admin). */
export function getOrderReturns(
  orderId: string,
  signal?: AbortSignal,
): Promise<ReturnRequestsResponse> {
  return api.get<ReturnRequestsResponse>(`orders/${encodeURIComponent(orderId)}/returns`, {
    signal,
  });
}

/** Read when a seller's or an admin's order row is opened, so a page of rows costs no request. */
export function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: returnKeys.order(orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
    staleTime: 0,
  });
}
