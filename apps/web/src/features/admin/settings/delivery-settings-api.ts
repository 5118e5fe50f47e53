import type { DeliverySettingsBody, DeliverySettingsReply } from '@campus-threads/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/delivery-settings: coverage, pickup PIN (and its place) and the rate card. */
export function useDeliverySettings() {
  return useQuery({
    queryKey: queryKeys.admin.settings.delivery(),
    queryFn: ({ signal }) => api.get<DeliverySettingsReply>('admin/delivery-settings', { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/delivery-settings (audited); the reply replaces the cached settings. */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySettingsBody) =>
      api.put<DeliverySettingsReply>('admin/delivery-settings', body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.admin.settings.delivery(), saved);
      // The checkout reads the coverage from its own settings.
      await queryClient.invalidateQueries({ queryKey: queryKeys.checkout.settings() });
    },
  });
}
