import type { CreatedReview, CreateReviewInput } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/reviews: the buyer of a delivered order reviews one of its products; it waits for an
 * admin. Refused with the contract's texts (404 not theirs, 409 reviewed already, 422 per field).
 */
export function createReview(body: CreateReviewInput): Promise<CreatedReview> {
  return api.post<CreatedReview>('reviews', body);
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // Written or refused as reviewed already: /orders shows "Reviewed" from the server's list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.mineAll }),
  });
}
