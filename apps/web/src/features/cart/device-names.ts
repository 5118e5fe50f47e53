import type { CartResponse } from '@campus-threads/contract';
import type { CartItem } from './cart-line';

/**
 * A device line whose product is gone comes back from the quote without a name or picture (the
 * server no longer has them): the device still has what was added, so the cart shows that.
 */
export function withDeviceNames(cart: CartResponse, items: readonly CartItem[]): CartResponse {
  if (cart.items.every((line) => line.title)) return cart;
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    ...cart,
    items: cart.items.map((line) => {
      const item = byId.get(line.id);
      if (line.title || !item) return line;
      const title = item.accessory?.title ?? item.tshirt?.title ?? '';
      return { ...line, title, imageUrl: line.imageUrl ?? (item.imageUrl || null) };
    }),
  };
}
