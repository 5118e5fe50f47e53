import { DROPS_PAGE_SIZE, type OwnerDropsResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/drops/mine?page=&limit=: the signed-in user's drops, newest first. */
export function listMyDrops(page: number, signal?: AbortSignal): Promise<OwnerDropsResponse> {
  return api.get<OwnerDropsResponse>('drops/mine', {
    params: { page, limit: DROPS_PAGE_SIZE },
    signal,
  });
}

/** Fetched on every visit: people join while the owner is away. The page stays while the next loads. */
export function useMyDrops(userId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.dropOwner.mine(userId, page),
    queryFn: ({ signal }) => listMyDrops(page, signal),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
