import type { Accessory } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/accessories/:accessoryId (404 { message: 'Accessory not found' }). */
export function getAccessory(id: string, signal?: AbortSignal): Promise<Accessory> {
  return api.get<Accessory>(`accessories/${encodeURIComponent(id)}`, { signal });
}

export function useAccessory(id: string) {
  return useQuery({
    queryKey: queryKeys.accessories.detail(id),
    queryFn: ({ signal }) => getAccessory(id, signal),
  });
}
