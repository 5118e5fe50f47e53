/** Lazy page loaders of the earnings feature: the page is its own chunk (its chart another). */
export const earningsPages = {
  earnings: () => import('./pages/earnings').then((m) => ({ Component: m.EarningsPage })),
};
