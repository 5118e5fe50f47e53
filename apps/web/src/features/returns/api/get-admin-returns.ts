import { ADMIN_RETURNS_PAGE_SIZE, type ReturnRequestsResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminReturnsView } from '../admin-returns';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/returns?status=&page=&limit=: every request, newest first (admins only). */
export function getAdminReturns(
  view: AdminReturnsView,
  signal?: AbortSignal,
): Promise<ReturnRequestsResponse> {
  return api.get<ReturnRequestsResponse>('admin/returns', {
    params: { status: view.status, page: view.page, limit: ADMIN_RETURNS_PAGE_SIZE },
    signal,
  });
}

/** Fetched on every visit; the page stays on screen while the next one loads. */
export function useAdminReturns(view: AdminReturnsView) {
  return useQuery({
    queryKey: queryKeys.returns.admin(view),
    queryFn: ({ signal }) => getAdminReturns(view, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
