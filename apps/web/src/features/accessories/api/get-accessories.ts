import type { AccessoryListResponse } from '@campus-threads/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AccessoryListParams } from '../accessory-filters';

/** GET /api/accessories (spec §7): page, limit, search, category, university, department, isTechnical. */
export function getAccessories(
  params: AccessoryListParams,
  signal?: AbortSignal,
): Promise<AccessoryListResponse> {
  return api.get<AccessoryListResponse>('accessories', { params, signal });
}

/** A listing; while new filters load, the previous result stays on screen. */
export function useAccessories(params: AccessoryListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.accessories.list(params),
    queryFn: ({ signal }) => getAccessories(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
