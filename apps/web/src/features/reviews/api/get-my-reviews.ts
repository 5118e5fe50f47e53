import type { MyReviewsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/reviews/mine: what the signed-in buyer already reviewed (order and product). */
export function getMyReviews(signal?: AbortSignal): Promise<MyReviewsResponse> {
  return api.get<MyReviewsResponse>('reviews/mine', { signal });
}

/**
 * Asked once per /orders visit by every delivered line (one request: the same key), so "Write a
 * review" shows only where a review can still be written.
 */
export function useMyReviews(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reviews.mine(userId),
    queryFn: ({ signal }) => getMyReviews(signal),
    enabled: enabled && userId !== '',
    staleTime: 0,
  });
}
