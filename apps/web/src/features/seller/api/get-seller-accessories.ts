import { ACCESSORY_LIMITS, type AccessoryListResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/accessories?sellerId={me}&page=1&limit=100 (spec: seller-admin §7): the seller's own
 * accessories, inactive ones included; an admin asks without sellerId and gets every one.
 */
export function getSellerAccessories(
  sellerId: string | null,
  signal?: AbortSignal,
): Promise<AccessoryListResponse> {
  return api.get<AccessoryListResponse>('accessories', {
    params: { sellerId: sellerId ?? undefined, page: 1, limit: ACCESSORY_LIMITS.listLimit },
    signal,
  });
}

export function useSellerAccessories(userId: string, isAdmin: boolean) {
  return useQuery({
    queryKey: queryKeys.seller.accessories(userId, isAdmin ? 'all' : 'mine'),
    queryFn: ({ signal }) => getSellerAccessories(isAdmin ? null : userId, signal),
    enabled: userId !== '',
  });
}
