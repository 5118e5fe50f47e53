import type { Accessory } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/accessories/{accessoryId}: the accessory with its full images (lists send thumbnails
 * in their place), what the edit dialog keeps and sends back.
 */
export function getAccessoryForEdit(accessoryId: string, signal?: AbortSignal): Promise<Accessory> {
  return api.get<Accessory>(`accessories/${encodeURIComponent(accessoryId)}`, { signal });
}

export function useAccessoryForEdit(accessoryId: string) {
  return useQuery({
    queryKey: queryKeys.accessories.detail(accessoryId),
    queryFn: ({ signal }) => getAccessoryForEdit(accessoryId, signal),
    staleTime: 0,
  });
}
