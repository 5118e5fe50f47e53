import type { CreateDropInput, Drop } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/drops: opens a drop on an approved design. The server runs the contract's schema and
 * `dropProblems` again; a refusal carries its texts (422 per field, 403, 404, 409).
 */
export function openDrop(body: CreateDropInput): Promise<Drop> {
  return api.post<Drop>('drops', body);
}

export function useOpenDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDrop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dropOwner.all }),
  });
}
