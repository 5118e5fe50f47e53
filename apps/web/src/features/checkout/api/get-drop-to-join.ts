import { dropQueryKey, type DropResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/drops/{slug} for the join checkout, under the drop page's own key (the contract's
 * `dropQueryKey`), so coming from the drop page shows it at once. Always asked again on arrival:
 * the checkout must show whether the drop is still open.
 */
export function useDropToJoin(slug: string) {
  return useQuery({
    queryKey: dropQueryKey(slug),
    queryFn: ({ signal }) =>
      api.get<DropResponse>(`drops/${encodeURIComponent(slug)}`, { signal, auth: false }),
    refetchOnMount: 'always',
  });
}
