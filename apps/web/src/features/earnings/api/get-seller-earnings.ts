import { EARNINGS_PAGE_SIZE, type SellerEarningsResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/sellers/me/earnings: the signed-in seller's totals, one page of entries (newest first),
 * the weekly chart, the latest payouts and the payout details (docs/decisions/0048).
 */
export function getSellerEarnings(
  page: number,
  signal?: AbortSignal,
): Promise<SellerEarningsResponse> {
  return api.get<SellerEarningsResponse>('sellers/me/earnings', {
    params: { page, limit: EARNINGS_PAGE_SIZE },
    signal,
  });
}

/** Another page keeps the previous one on screen while it loads. */
export function useSellerEarnings(userId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.earnings.mine(userId, page),
    queryFn: ({ signal }) => getSellerEarnings(page, signal),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}
