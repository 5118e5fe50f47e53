import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/accessories/{accessoryId}: its seller or an admin (others get a 403). */
export function deleteAccessory(
  accessoryId: string,
): Promise<{ success: boolean; message: string }> {
  return api.delete(`accessories/${encodeURIComponent(accessoryId)}`);
}

export function useDeleteAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccessory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.accessories.all });
    },
  });
}
