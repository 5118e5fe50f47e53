import {
  ACCESSORY_LIMITS,
  type Accessory,
  type AccessoryTypeFilter,
  type AdminAccessoryListResponse,
  type accessoryWriteSchema,
} from '@campus-threads/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminAccessoryParams = { page: number; search: string; type: AccessoryTypeFilter };
type WriteBody = z.input<typeof accessoryWriteSchema>;

/** GET /api/accessories/admin: every accessory (any status, any seller), page 1 limit 100 first. */
export function getAdminAccessories(
  params: AdminAccessoryParams,
  signal?: AbortSignal,
): Promise<AdminAccessoryListResponse> {
  return api.get<AdminAccessoryListResponse>('accessories/admin', {
    params: {
      page: params.page,
      limit: ACCESSORY_LIMITS.listLimit,
      search: params.search.trim() || undefined,
      isTechnical: params.type === 'all' ? undefined : params.type,
    },
    signal,
  });
}

export function useAdminAccessories(params: AdminAccessoryParams) {
  return useQuery({
    queryKey: queryKeys.admin.accessories.list(params),
    queryFn: ({ signal }) => getAdminAccessories(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/accessories/{id}: the full images (the list has thumbnails) for the edit dialog. */
export function useAccessoryDetail(accessoryId: string) {
  return useQuery({
    queryKey: queryKeys.admin.accessories.detail(accessoryId),
    queryFn: ({ signal }) =>
      api.get<Accessory>(`accessories/${encodeURIComponent(accessoryId)}`, { signal }),
    staleTime: 0,
  });
}

/** Refreshes the admin list after a change (add, edit, delete), and the shop's and sellers' lists too. */
export function useInvalidateAccessories() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.accessories.all });
    // The shop's and the sellers' lists show the change too.
    void queryClient.invalidateQueries({ queryKey: queryKeys.accessories.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all });
  };
}

/** POST /api/accessories (the admin becomes its seller) or PUT /api/accessories/{id}. */
export function useSaveAccessory() {
  const invalidate = useInvalidateAccessories();
  return useMutation({
    mutationFn: ({ accessoryId, body }: { accessoryId: string | null; body: WriteBody }) =>
      accessoryId
        ? api.put<Accessory>(`accessories/${encodeURIComponent(accessoryId)}`, body)
        : api.post<Accessory>('accessories', body),
    onSuccess: invalidate,
  });
}
