import type { AdminDashboardStats } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboard/admin: every figure of the admin dashboard, computed by the server. */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardStats> {
  return api.get<AdminDashboardStats>('dashboard/admin', { signal });
}

/** Fetched on every visit (the previous figures show meanwhile). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: queryKeys.admin.dashboard.all,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    staleTime: 0,
  });
}
