/** Lazy page loaders of the sellers feature (public seller pages). */
export const sellersPages = {
  seller: () => import('./pages/seller').then((m) => ({ Component: m.SellerPage })),
};
