import type { PayoutDetails } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PayoutDetailsBody = { upiId: string };

/** PUT /api/sellers/me/payout-details `{ upiId }` (checked again by the server: a 422 per field). */
export function updatePayoutDetails(body: PayoutDetailsBody): Promise<PayoutDetails> {
  return api.put<PayoutDetails>('sellers/me/payout-details', body);
}

/** The saved details replace the cached ones; the earnings page, which shows them too, reloads. */
export function useUpdatePayoutDetails(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayoutDetails,
    onSuccess: (details) => {
      queryClient.setQueryData(queryKeys.earnings.payoutDetails(userId), details);
      void queryClient.invalidateQueries({ queryKey: queryKeys.earnings.all });
    },
  });
}
