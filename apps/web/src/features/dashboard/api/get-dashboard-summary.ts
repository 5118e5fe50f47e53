import type { DashboardSummary } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboard/summary: order and design counts, total spent and the 3 most recent orders. */
export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('dashboard/summary', { signal });
}

/** Fetched again on every visit (the cached cards show meanwhile), like the orders screen. */
export function useDashboardSummary(userId: string) {
  return useQuery({
    queryKey: queryKeys.dashboard.summary(userId),
    queryFn: ({ signal }) => getDashboardSummary(signal),
    staleTime: 0,
  });
}
