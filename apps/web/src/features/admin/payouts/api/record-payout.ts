import type { Payout, RecordPayoutInput } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/payouts { sellerId, amount, reference }: records a payout the admin made outside
 * the shop (UPI or bank transfer). The server refuses more than is available and a seller without
 * payout details (docs/decisions/0048); the error carries its text.
 */
export function recordPayout(body: RecordPayoutInput): Promise<Payout> {
  return api.post<Payout>('admin/payouts', body);
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    // Refused or not, the balances shown are the server's again (another admin may have paid).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.payouts.all }),
  });
}
