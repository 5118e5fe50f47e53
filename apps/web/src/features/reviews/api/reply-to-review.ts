import type { ProductType, PublicReview, ReplyReviewInput } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/reviews/{id}/reply { text }: the product's seller answers an approved review, once
 * (403 for anyone else, 409 for a second reply).
 */
export function replyToReview({
  reviewId,
  text,
}: { reviewId: string } & ReplyReviewInput): Promise<PublicReview> {
  return api.post<PublicReview>(`reviews/${encodeURIComponent(reviewId)}/reply`, { text });
}

export function useReplyToReview(productType: ProductType, productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    // Answered or refused (already answered), the section shows the server's state again.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.reviews.productAll(productType, productId),
      }),
  });
}
