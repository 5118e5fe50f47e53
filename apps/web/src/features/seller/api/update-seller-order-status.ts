import type { OrderStatus, SellerOrder } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SellerStatusChange = {
  orderId: string;
  status: OrderStatus;
  remark: string;
  /** With `shipped` only: both required (docs/decisions/0048). */
  courier?: string;
  trackingNumber?: string;
};

/** PATCH /api/orders/{id}/status as the seller who fulfils the order. */
export function updateSellerOrderStatus({
  orderId,
  ...body
}: SellerStatusChange): Promise<SellerOrder> {
  return api.patch<SellerOrder>(`orders/${encodeURIComponent(orderId)}/status`, body);
}

/** After a change, success or not, the list reloads (spec: seller-admin §4). */
export function useUpdateSellerOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerOrderStatus,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seller.ordersAll() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
