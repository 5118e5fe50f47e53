import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReviewsResponse,
  type ReviewStatus,
} from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminReviewsParams = { status: ReviewStatus; page: number };

/** GET /api/admin/reviews?status=&page=&limit=: reviews of one status, newest first, with counts. */
export function getAdminReviews(
  params: AdminReviewsParams,
  signal?: AbortSignal,
): Promise<AdminReviewsResponse> {
  return api.get<AdminReviewsResponse>('admin/reviews', {
    params: { ...params, limit: ADMIN_REVIEWS_PAGE_SIZE },
    signal,
  });
}

/** Fetched on every visit (buyers write all the time); the page stays while the next loads. */
export function useAdminReviews(params: AdminReviewsParams) {
  return useQuery({
    queryKey: queryKeys.admin.reviews.list(params),
    queryFn: ({ signal }) => getAdminReviews(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
