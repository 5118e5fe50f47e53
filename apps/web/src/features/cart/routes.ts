/** Lazy page loaders of the cart feature: each page is its own chunk. */
export const cartPages = {
  cart: () => import('./pages/cart').then((m) => ({ Component: m.CartPage })),
};
