import type { PickupAddressBody, PickupAddressReply } from '@campus-threads/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type PickupAddressResponse = { pickupAddress: PickupAddressReply | null };

/** GET /api/sellers/me/pickup-address: where couriers collect the seller's Self Service parcels. */
export function usePickupAddress(userId: string) {
  return useQuery({
    queryKey: queryKeys.earnings.pickupAddress(userId),
    queryFn: ({ signal }) =>
      api.get<PickupAddressResponse>('sellers/me/pickup-address', { signal }),
    enabled: userId !== '',
  });
}

/** PUT /api/sellers/me/pickup-address (the PIN checked against the directory: a 422 per field). */
export function useSavePickupAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupAddressBody) =>
      api.put<PickupAddressReply>('sellers/me/pickup-address', body),
    onSuccess: (saved) => {
      queryClient.setQueryData<PickupAddressResponse>(queryKeys.earnings.pickupAddress(userId), {
        pickupAddress: saved,
      });
    },
  });
}
