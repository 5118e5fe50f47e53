import type {
  AdminDesign,
  AdminDesignListResponse,
  AdminDesignStatusBody,
  AdminDesignTab,
  ColorDiscountsBody,
} from '@campus-threads/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminDesignParams = { status: AdminDesignTab; q: string; page: number };

/** GET /api/tshirts/admin/all: one page of one tab, newest first, with every tab's count. */
export function getAdminDesigns(
  params: AdminDesignParams,
  signal?: AbortSignal,
): Promise<AdminDesignListResponse> {
  return api.get<AdminDesignListResponse>('tshirts/admin/all', {
    params: { status: params.status, q: params.q || undefined, page: params.page },
    signal,
  });
}

export function useAdminDesigns(params: AdminDesignParams) {
  return useQuery({
    queryKey: queryKeys.admin.designs.list(params),
    queryFn: ({ signal }) => getAdminDesigns(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/tshirts/admin/{id}/status: a review move, or a design edit as the JSON remark. */
export function updateDesignStatus(id: string, body: AdminDesignStatusBody): Promise<AdminDesign> {
  return api.patch<AdminDesign>(`tshirts/admin/${encodeURIComponent(id)}/status`, body);
}

/** PUT /api/tshirts/admin/{id}/color-discounts: the design's whole set of admin colour discounts. */
export function saveColorDiscounts(
  id: string,
  colorDiscounts: ColorDiscountsBody['colorDiscounts'],
): Promise<AdminDesign> {
  return api.put<AdminDesign>(`tshirts/admin/${encodeURIComponent(id)}/color-discounts`, {
    colorDiscounts,
  });
}

/** Both writes; afterwards the admin lists and the shop's t-shirt lists and pages reload. */
export function useDesignWrites() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.designs.all }),
      client.invalidateQueries({ queryKey: queryKeys.tshirts.all }),
    ]);
  const status = useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminDesignStatusBody }) =>
      updateDesignStatus(id, body),
    onSuccess: refresh,
  });
  const colorDiscounts = useMutation({
    mutationFn: ({ id, entries }: { id: string; entries: ColorDiscountsBody['colorDiscounts'] }) =>
      saveColorDiscounts(id, entries),
    onSuccess: refresh,
  });
  return { status, colorDiscounts };
}
