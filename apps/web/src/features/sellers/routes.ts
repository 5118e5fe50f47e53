/** Lazy page loaders of the sellers feature (public seller pages). */
export const sellersPages = {
  seller: () => import('./routes/seller').then((m) => ({ Component: m.SellerPage })),
};
