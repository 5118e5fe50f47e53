import {
  toPaise,
  type AdminOrdersResponse,
  ADMIN_ORDER_TIMINGS,
  ADMIN_ORDERS_PAGE_SIZE,
} from '@campus-threads/contract';
import { keepPreviousData, useIsMutating, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AdminOrdersFilters } from '../admin-orders';

export type AdminOrdersParams = {
  q?: string;
  status?: string;
  paymentStatus?: string;
  minAmount?: number;
  maxAmount?: number;
  page: number;
  limit: number;
};

/** The request for the screen's filters (empty ones left out; amounts in rupees). */
export function toParams(filters: AdminOrdersFilters): AdminOrdersParams {
  const amount = (v: string) => (v.trim() === '' ? undefined : toPaise(Number(v)) / 100);
  return {
    q: filters.q.trim() || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    paymentStatus: filters.paymentStatus === 'all' ? undefined : filters.paymentStatus,
    minAmount: amount(filters.minAmount),
    maxAmount: amount(filters.maxAmount),
    page: filters.page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** GET /api/orders/admin: one page of orders (newest first), the paging and the summary cards. */
export function getAdminOrders(
  params: AdminOrdersParams,
  signal?: AbortSignal,
): Promise<AdminOrdersResponse> {
  return api.get<AdminOrdersResponse>('orders/admin', { params, signal });
}

/** The list, reloaded every hour while no update runs (spec: seller-admin §4). */
export function useAdminOrders(params: AdminOrdersParams, enabled = true) {
  const updating = useIsMutating({ mutationKey: queryKeys.admin.orders.update }) > 0;
  return useQuery({
    queryKey: queryKeys.admin.orders.list(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: updating ? false : ADMIN_ORDER_TIMINGS.refreshMs,
  });
}
