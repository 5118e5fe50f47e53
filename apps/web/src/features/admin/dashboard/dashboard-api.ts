import type { AdminDashboardStats } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminDashboardKeys = {
  stats: ['admin', 'dashboard'] as const,
};

/** GET /api/dashboard/admin: every figure of the admin dashboard, computed by the server. */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardStats> {
  return api.get<AdminDashboardStats>('dashboard/admin', { signal });
}

/** Fetched on every visit (the previous figures show meanwhile). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminDashboardKeys.stats,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    staleTime: 0,
  });
}
