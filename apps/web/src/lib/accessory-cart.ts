import { CATALOG_MESSAGES, toRupees, type Accessory } from '@campus-threads/contract';
import { accessoryQuote } from './accessory-price';
import { addToCart, newCartItemId, type CartItem } from './cart-storage';
import { notify } from './notify';

/**
 * The cart line for an accessory (spec: storefront §3 "Cart item", productType 'accessory'):
 * no size, colour or customisation; `finalPrice` is the unit price after a valid discount.
 * Add it with `addToCart` or hand it to Buy Now with `setBuyNowItem` (lib/cart-storage).
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

/** Add to the device cart with the spec's toasts ('Added to cart' / 'Failed to add item to cart'). */
export function addAccessoryToCart(accessory: Accessory, quantity = 1): void {
  try {
    addToCart(accessoryCartItem(accessory, quantity));
    notify.success(CATALOG_MESSAGES.addedToCart);
  } catch {
    notify.error(CATALOG_MESSAGES.addToCartFailed);
  }
}
