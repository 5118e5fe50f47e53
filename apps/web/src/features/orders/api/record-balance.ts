import type { Order, OrderBalanceInput, SellerOrder } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type BalanceRecord = { orderId: string } & OrderBalanceInput;

/**
 * PATCH /api/orders/{id}/balance: the balance of an advance collected at the door, by the order's
 * fulfilling seller or an admin, once it is delivered; the amount must be the balance due.
 */
export function recordOrderBalance({
  orderId,
  ...body
}: BalanceRecord): Promise<Order | SellerOrder> {
  return api.patch<Order | SellerOrder>(`orders/${encodeURIComponent(orderId)}/balance`, body);
}

/** After a record, success or not, every list that shows the order reloads. */
export function useRecordBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOrderBalance,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seller.ordersAll() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
