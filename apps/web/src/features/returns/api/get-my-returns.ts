import { MAX_PAGE_SIZE, type ReturnRequestsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/returns/mine?status=all: the buyer's requests, newest first. One page of the largest
 * size covers every request a buyer has (each is about a delivered order of theirs).
 */
export function getMyReturns(signal?: AbortSignal): Promise<ReturnRequestsResponse> {
  return api.get<ReturnRequestsResponse>('returns/mine', {
    params: { status: 'all', limit: MAX_PAGE_SIZE },
    signal,
  });
}

/**
 * Every order card of /orders reads this one query (one request for the page); `enabled` when the
 * card's order could have a request (delivered). Fetched again on each visit, as the orders are.
 */
export function useMyReturns(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.returns.mine(userId),
    queryFn: ({ signal }) => getMyReturns(signal),
    enabled: enabled && userId !== '',
    staleTime: 0,
  });
}
