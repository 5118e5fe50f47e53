import {
  DROPS_PAGE_SIZE,
  type AdminDropsResponse,
  type DropStatus,
} from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminDropsParams = { status?: DropStatus; page: number };

/** GET /api/admin/drops?status=&page=&limit=: every owner's drops, newest first (admins only). */
export function getAdminDrops(
  params: AdminDropsParams,
  signal?: AbortSignal,
): Promise<AdminDropsResponse> {
  return api.get<AdminDropsResponse>('admin/drops', {
    params: { ...params, limit: DROPS_PAGE_SIZE },
    signal,
  });
}

/** Fetched on every visit (drops fill and close all the time); the page stays while the next loads. */
export function useAdminDrops(params: AdminDropsParams) {
  return useQuery({
    queryKey: queryKeys.admin.drops.list(params),
    queryFn: ({ signal }) => getAdminDrops(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
