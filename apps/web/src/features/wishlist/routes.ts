/** Lazy page loaders of the wishlist feature: each page is its own chunk. */
export const wishlistPages = {
  wishlist: () => import('./pages/wishlist').then((m) => ({ Component: m.WishlistPage })),
};
