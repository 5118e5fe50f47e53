import type { AdminPayoutsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/payouts: one row per seller with their pending, available and paid balances, and
 * the shop's totals (docs/decisions/0048). Admins only.
 */
export function getAdminPayouts(signal?: AbortSignal): Promise<AdminPayoutsResponse> {
  return api.get<AdminPayoutsResponse>('admin/payouts', { signal });
}

/** Fetched on every visit: balances move as orders are delivered and holds end. */
export function useAdminPayouts() {
  return useQuery({
    queryKey: queryKeys.admin.payouts.all,
    queryFn: ({ signal }) => getAdminPayouts(signal),
    staleTime: 0,
  });
}
