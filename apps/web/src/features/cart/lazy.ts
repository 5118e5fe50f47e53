/**
 * The cart feature's second public entry: the priced cart, the cart calls and the guest-cart
 * merge, for pages that are themselves loaded on demand (checkout, buy-now). Never import it from
 * the layout, a card or a product page: it would put the cart calls and the device cart on every
 * page, and defeat the dynamic imports in use-cart-actions.ts and use-guest-cart-merge.ts.
 */
export { cartApi } from './api/cart-api';
export { mergeGuestCart } from './guest-cart-merge';
export { toAddToCartBody } from './guest-cart';
export { useCart } from './use-cart';
