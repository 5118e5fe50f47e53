/** Lazy page loaders of the search feature: each page is its own chunk. */
export const searchPages = {
  search: () => import('./pages/search').then((m) => ({ Component: m.SearchPage })),
};
