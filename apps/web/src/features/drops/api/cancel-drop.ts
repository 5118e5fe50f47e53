import type { Drop } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/drops/{id}/cancel { reason }: its owner (or an admin) cancels an open drop before its
 * deadline; every buyer is refunded in full. Refused with the contract's texts (403, 409).
 */
export function cancelDrop({ id, reason }: { id: string; reason: string }): Promise<Drop> {
  return api.post<Drop>(`drops/${encodeURIComponent(id)}/cancel`, { reason });
}

export function useCancelDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDrop,
    // Refused or not, the list shows the server's state again (the deadline may have passed).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dropOwner.all }),
  });
}
