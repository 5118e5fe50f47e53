import type { Drop } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/drops/{id}/cancel { reason } as an admin: any open drop before its deadline; every
 * buyer is refunded in full, the owner told and the cancel audited (docs/decisions/0049).
 */
export function cancelAdminDrop({ id, reason }: { id: string; reason: string }): Promise<Drop> {
  return api.post<Drop>(`drops/${encodeURIComponent(id)}/cancel`, { reason });
}

export function useCancelAdminDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAdminDrop,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.drops.all }),
  });
}
