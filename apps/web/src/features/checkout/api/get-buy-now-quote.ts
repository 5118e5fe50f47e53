import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@/features/cart';
import { cartApi } from '@/features/cart/lazy';
import { queryKeys } from '@/lib/query-keys';

/** The buy-now item priced by the server now (POST /api/cart/quote with the one line). */
export function useBuyNowQuote(item: CartItem | null) {
  const key = item
    ? JSON.stringify([item.productId, item.size, item.color, item.quantity, item.customName])
    : '';
  return useQuery({
    queryKey: queryKeys.cart.buyNow(key),
    queryFn: ({ signal }) => cartApi.quote(item ? [item] : [], signal),
    enabled: item !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
