import { toRupees, type Accessory } from '@campus-threads/contract';
import { accessoryQuote } from '@/lib/accessory-price';
import { newCartItemId, type CartItem } from './cart-line';

/**
 * The cart line for an accessory (spec: storefront §3 "Cart item", productType 'accessory'):
 * no size, colour or customisation; `finalPrice` is the unit price after a valid discount.
 * Add it with `useCartActions().add` or hand it to Buy Now with `startBuyNow` (features/cart).
 */
export function accessoryCartItem(accessory: Accessory, quantity = 1): CartItem {
  const quote = accessoryQuote(accessory);
  return {
    id: newCartItemId(),
    productId: accessory.accessoryId,
    productType: 'accessory',
    accessory,
    accessoryId: accessory.accessoryId,
    quantity,
    size: null,
    color: null,
    wantsCustomization: false,
    customizableParts: [],
    customName: '',
    finalPrice: toRupees(quote.finalPrice),
    deliveryPrice: accessory.deliveryPrice ?? 0,
    discountPrice: quote.discounted ? toRupees(quote.finalPrice) : null,
    imageUrl: accessory.thumbnails?.[0] ?? accessory.images?.[0] ?? '',
  };
}
