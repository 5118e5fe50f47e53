/**
 * Public surface of the cart feature: what any page, card or the header may carry. The heavier
 * cart code is elsewhere on purpose (docs/PERFORMANCE.md): the changes (cart-actions.ts with the
 * cart calls and the device cart) load on the first hover or click through useCartActions, the
 * guest-cart merge loads when a session begins through useGuestCartMerge, and the priced cart for
 * the cart and checkout pages is in ./lazy.ts.
 */
export { accessoryCartItem } from './accessory-line';
export { useCartCount } from './api/server-cart';
export { exitBuyNow, startBuyNow, useBuyNowItem } from './buy-now';
export { cardCartItem, cardColor, tshirtCartItem, type CartItem } from './cart-line';
export { useCartActions } from './use-cart-actions';
export { useGuestCartMerge } from './use-guest-cart-merge';
