import type { CheckoutSettings } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/checkout/settings: served pin codes, advance share, provider. */
export function useCheckoutSettings() {
  return useQuery({
    queryKey: queryKeys.checkout.settings(),
    queryFn: ({ signal }) =>
      api.get<CheckoutSettings>('checkout/settings', { signal, auth: false }),
  });
}
