import type { CartLine, CartResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { quoteItems } from '../delivery-summary';

/**
 * POST /api/cart/quote with the lines being bought and the buyer's PIN: each line's share of its
 * parcel's charge, and the parcels (who ships, zone, charge, dates). Asked only for a PIN the
 * look-up found served, so typing never sends a quote per keystroke.
 */
export function useDeliveryQuote(lines: readonly CartLine[], pin: string | null) {
  const items = quoteItems(lines);
  return useQuery({
    queryKey: queryKeys.cart.delivery(JSON.stringify(items), pin ?? ''),
    queryFn: ({ signal }) =>
      api.post<CartResponse>('cart/quote', { items, pinCode: pin }, { signal, auth: false }),
    enabled: pin !== null && items.length > 0,
    refetchOnMount: 'always',
  });
}
