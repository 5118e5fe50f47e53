import type { AdminReview, ModerateReviewInput } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PATCH /api/admin/reviews/{id} { status, reason? }: approve, or reject with a reason (audited).
 * The product's rating and count follow on the server in the same transaction.
 */
export function moderateReview({
  id,
  ...body
}: { id: string } & ModerateReviewInput): Promise<AdminReview> {
  return api.patch<AdminReview>(`admin/reviews/${encodeURIComponent(id)}`, body);
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    // The lists and counts, the product pages' reviews and their ratings are the server's again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tshirts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accessories.all }),
      ]),
  });
}
