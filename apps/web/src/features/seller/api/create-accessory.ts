import type { Accessory } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessoryWriteBody } from '@/features/accessories';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/accessories: a new, active accessory of the signed-in seller. */
export function createAccessory(body: AccessoryWriteBody): Promise<Accessory> {
  return api.post<Accessory>('accessories', body);
}

export function useCreateAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.accessories.all });
    },
  });
}
