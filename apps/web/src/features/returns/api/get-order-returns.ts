import { OPEN_RETURN_STATUSES, type ReturnRequestsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
export function useOrderReturns(orderId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.returns.order(orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
    staleTime: 0,
    enabled,
  });
}

/** Whether any of an order's requests still waits for its fulfiller (requested or approved). */
export function useHasOpenReturn(orderId: string, enabled: boolean): boolean {
  const query = useOrderReturns(orderId, enabled);
  return (query.data?.requests ?? []).some((r) =>
    (OPEN_RETURN_STATUSES as readonly string[]).includes(r.status),
  );
}
