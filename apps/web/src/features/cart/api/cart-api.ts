import type { CartResponse } from '@campus-threads/contract';
import { api } from '@/lib/api-client';
import { toAddToCartBody, type CartItem } from '../guest-cart';

/**
 * The cart calls (spec: storefront §7). Every answer is the whole cart priced now, so a call's
 * reply replaces the cached cart without a second request.
 */
export const cartApi = {
  add: (item: CartItem) => api.post<CartResponse>('cart/add', toAddToCartBody(item)),
  update: (id: string, quantity: number) =>
    api.put<CartResponse>(`cart/update/${encodeURIComponent(id)}`, { quantity }),
  remove: (id: string) => api.delete<CartResponse>(`cart/remove/${encodeURIComponent(id)}`),
  clear: () => api.delete<CartResponse>('cart/clear'),
  /** Adds the guest lines that can still be bought; `message` is 'Synced N items from your guest cart'. */
  merge: (items: readonly CartItem[]) =>
    api.post<CartResponse & { merged: number; message: string | null }>('cart/merge', {
      items: items.map(toAddToCartBody),
    }),
  /** The device cart priced now, without an account. */
  quote: (items: readonly CartItem[], signal?: AbortSignal) =>
    api.post<CartResponse>(
      'cart/quote',
      { items: items.map((item) => ({ id: item.id, ...toAddToCartBody(item) })) },
      { signal, auth: false },
    ),
};

export const EMPTY_CART: CartResponse = {
  items: [],
  summary: {
    itemCount: 0,
    subtotal: 0,
    customization: 0,
    delivery: 0,
    total: 0,
    allowPartialPayment: false,
  },
};
