import type { SellerDesignsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/tshirts/seller/me/designs?status=all: every design of the signed-in seller, newest
 * first, with the count of each tab. The tabs filter this one list on the page.
 */
export function getSellerDesigns(signal?: AbortSignal): Promise<SellerDesignsResponse> {
  return api.get<SellerDesignsResponse>('tshirts/seller/me/designs', {
    params: { status: 'all' },
    signal,
  });
}

export function useSellerDesigns(userId: string) {
  return useQuery({
    queryKey: queryKeys.seller.designs(userId),
    queryFn: ({ signal }) => getSellerDesigns(signal),
    enabled: userId !== '',
  });
}
