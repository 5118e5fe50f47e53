import type { BuyerCancelInput, Order } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/orders/{id}/cancel: the buyer cancels an order not yet confirmed (decision 0058). */
export function cancelMyOrder({
  orderId,
  body,
}: {
  orderId: string;
  body: BuyerCancelInput;
}): Promise<Order> {
  return api.post<Order>(`orders/${encodeURIComponent(orderId)}/cancel`, body);
}

export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
