import { REVIEWS_PAGE_SIZE, type SellerReviewsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/seller/{id}/reviews?page=: what buyers said of all the seller's products. */
export function getSellerReviews(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<SellerReviewsResponse> {
  return api.get<SellerReviewsResponse>(`users/seller/${encodeURIComponent(id)}/reviews`, {
    params: { page, limit: REVIEWS_PAGE_SIZE },
    signal,
    auth: false,
  });
}

/** One page of them; the section shows page after page as the shopper asks. */
export function useSellerReviews(id: string, page: number) {
  return useQuery({
    queryKey: queryKeys.sellers.reviews(id, page),
    queryFn: ({ signal }) => getSellerReviews(id, page, signal),
  });
}
