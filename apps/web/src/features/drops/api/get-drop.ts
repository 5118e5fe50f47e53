import { DROP_PAGE_POLL_MS, dropQueryKey, type DropResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageDataFor } from '@/lib/page-data';

/** GET /api/drops/{slug}: the drop and its design, for anyone (no token needed). */
export function getDrop(slug: string, signal?: AbortSignal): Promise<DropResponse> {
  return api.get<DropResponse>(`drops/${encodeURIComponent(slug)}`, { signal, auth: false });
}

/**
 * A drop for its public page. While it is open the page asks again every DROP_PAGE_POLL_MS, so the
 * progress moves as people join; a closed drop no longer changes. The HTML of /drop/{slug} brings
 * the first answer (lib/page-data.ts), which counts as fresh for one polling interval.
 */
export function useDrop(slug: string) {
  const queryKey = dropQueryKey(slug);
  const seed = pageDataFor<DropResponse>(queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getDrop(slug, signal),
    initialData: seed?.data,
    initialDataUpdatedAt: seed?.updatedAt,
    staleTime: DROP_PAGE_POLL_MS,
    refetchInterval: (query) =>
      query.state.data?.drop.status === 'open' ? DROP_PAGE_POLL_MS : false,
  });
}
