import type { AccessoryListResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Accessories shown above the t-shirt results (DECISIONS.md row 13). */
export const SEARCH_ACCESSORIES_LIMIT = 4;

export function searchAccessories(q: string, signal?: AbortSignal): Promise<AccessoryListResponse> {
  return api.get<AccessoryListResponse>('accessories', {
    params: { search: q, page: 1, limit: SEARCH_ACCESSORIES_LIMIT },
    signal,
  });
}

export function useAccessorySearch(q: string) {
  return useQuery({
    queryKey: queryKeys.search.accessories(q),
    queryFn: ({ signal }) => searchAccessories(q, signal),
    enabled: q !== '',
    refetchOnMount: 'always',
  });
}
