import { DROP_PAGE_POLL_MS, dropQueryKey, type DropResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageDataFor } from '@/lib/page-data';

/**
 * GET /api/drops/{slug}: the drop and its design, for anyone; a signed-in buyer's token brings
 * their own joins too (`mine`, decision 0054).
 */
export function getDrop(slug: string, signal?: AbortSignal): Promise<DropResponse> {
  return api.get<DropResponse>(`drops/${encodeURIComponent(slug)}`, { signal });
}

/**
 * A drop for its public page. While it is open the page asks again every DROP_PAGE_POLL_MS, so the
 * progress moves as people join; a closed drop no longer changes. The HTML of /drop/{slug} brings
 * the first answer (lib/page-data.ts) for a guest, which counts as fresh for one polling interval.
 */
export function useDrop(slug: string, signedIn: boolean) {
  const queryKey = dropQueryKey(slug);
  // The HTML's answer is a guest's (no joins): a signed-in buyer asks with their token.
  const seed = signedIn ? null : pageDataFor<DropResponse>(queryKey);
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
