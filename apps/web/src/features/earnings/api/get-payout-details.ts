import type { PayoutDetails } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/sellers/me/payout-details: the UPI id the shop pays the seller to (docs/decisions/0048). */
export function getPayoutDetails(signal?: AbortSignal): Promise<PayoutDetails> {
  return api.get<PayoutDetails>('sellers/me/payout-details', { signal });
}

export function usePayoutDetails(userId: string) {
  return useQuery({
    queryKey: queryKeys.earnings.payoutDetails(userId),
    queryFn: ({ signal }) => getPayoutDetails(signal),
    enabled: userId !== '',
  });
}
