import type { Accessory } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessoryWriteBody } from '@/features/accessories';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/accessories/{accessoryId}: its seller or an admin (others get a 403). */
export function updateAccessory(input: {
  accessoryId: string;
  body: AccessoryWriteBody;
}): Promise<Accessory> {
  return api.put<Accessory>(`accessories/${encodeURIComponent(input.accessoryId)}`, input.body);
}

export function useUpdateAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccessory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.accessories.all });
    },
  });
}
