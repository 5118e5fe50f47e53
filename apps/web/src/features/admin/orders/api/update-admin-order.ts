import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_TIMINGS,
  type AdminOrder,
  type AdminOrdersResponse,
  type Order,
  type OrderStatus,
} from '@campus-threads/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { applyStatusChange } from '../admin-orders';

export type AdminStatusChange = {
  orderId: string;
  status: OrderStatus;
  remark: string;
  /** ISO; only with a custom delivery date (never for a cancellation). */
  expectedDeliveryDate?: string;
  /** With `shipped` only: both required (docs/decisions/0048). */
  courier?: string;
  trackingNumber?: string;
};

/** PATCH /api/orders/{id}/status as an admin (the flow is the contract's allowedNextStatuses). */
export function updateAdminOrderStatus({ orderId, ...body }: AdminStatusChange): Promise<Order> {
  return api.patch<Order>(`orders/${encodeURIComponent(orderId)}/status`, body);
}

/** PATCH /api/orders/{id}/delivery-date: a new expected delivery for an order on its way. */
export function updateDeliveryDate(
  orderId: string,
  expectedDeliveryDate: string,
): Promise<AdminOrder> {
  return api.patch<AdminOrder>(`orders/${encodeURIComponent(orderId)}/delivery-date`, {
    expectedDeliveryDate,
  });
}

type Lists = [readonly unknown[], AdminOrdersResponse | undefined][];

/** Replaces one order in every cached page of the list that holds it. */
function patchOrder(
  client: QueryClient,
  orderId: string,
  change: (order: AdminOrder) => AdminOrder,
): void {
  client.setQueriesData<AdminOrdersResponse>({ queryKey: queryKeys.admin.orders.all }, (data) =>
    data && 'orders' in data
      ? { ...data, orders: data.orders.map((o) => (o._id === orderId ? change(o) : o)) }
      : data,
  );
}

function findOrder(lists: Lists, orderId: string): AdminOrder | undefined {
  for (const [, data] of lists) {
    const found = data?.orders?.find((o) => o._id === orderId);
    if (found) return found;
  }
  return undefined;
}

/**
 * The optimistic status change of spec §4: the row changes first ('Order status updated to
 * {status}'); on failure its previous values come back, 'Update failed: {message}' shows and the
 * list reloads after 1 s. On success the list reloads too (the summary cards and tabs moved).
 */
export function useAdminOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.admin.orders.update,
    mutationFn: updateAdminOrderStatus,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: queryKeys.admin.orders.all });
      const lists = client.getQueriesData<AdminOrdersResponse>({
        queryKey: queryKeys.admin.orders.all,
      });
      const previous = findOrder(lists, change.orderId);
      if (previous) patchOrder(client, change.orderId, (o) => applyStatusChange(o, change));
      notify.success(ADMIN_ORDER_MESSAGES.statusUpdated(change.status));
      return { previous };
    },
    onError: (error, change, context) => {
      const previous = context?.previous;
      if (previous) patchOrder(client, change.orderId, () => previous);
      notify.error(
        ADMIN_ORDER_MESSAGES.updateFailed(errorMessage(error, ADMIN_ORDER_MESSAGES.prepareFailed)),
      );
      window.setTimeout(() => {
        void client.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
      }, ADMIN_ORDER_TIMINGS.rollbackReloadMs);
    },
    onSuccess: (order) => {
      patchOrder(client, order._id, (o) => ({ ...o, ...order, items: o.items }));
      void client.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
    },
  });
}

/** The expected delivery change: the row shows the server's answer, then the list reloads. */
export function useAdminDeliveryDate() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.admin.orders.update,
    mutationFn: ({ orderId, date }: { orderId: string; date: string }) =>
      updateDeliveryDate(orderId, date),
    onError: (error) => notify.error(errorMessage(error, ADMIN_ORDER_MESSAGES.prepareFailed)),
    onSuccess: (order) => {
      patchOrder(client, order._id, () => order);
      notify.success(ADMIN_ORDER_MESSAGES.deliveryDateUpdated);
      void client.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
    },
  });
}
