import type { OrderStatus, SellerOrdersResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SellerOrdersParams = {
  status?: OrderStatus;
  page: number;
  limit: number;
  from?: string;
  to?: string;
  /** The order a seller's notice names (its short id), or a buyer or product (decision 0056). */
  q?: string;
  requests?: 'open';
};

/**
 * GET /api/orders/seller: the orders the signed-in seller fulfils (their own lines only), one
 * page of them, with the period's summary (orders, units, revenue).
 */
export function getSellerOrders(
  params: SellerOrdersParams,
  signal?: AbortSignal,
): Promise<SellerOrdersResponse> {
  return api.get<SellerOrdersResponse>('orders/seller', { params, signal });
}

export function useSellerOrders(userId: string, params: SellerOrdersParams) {
  return useQuery({
    queryKey: queryKeys.seller.orders(userId, params),
    queryFn: ({ signal }) => getSellerOrders(params, signal),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}
