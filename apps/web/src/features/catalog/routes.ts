/** Lazy page loaders of the catalog feature: each page is its own chunk. */
export const catalogPages = {
  category: () => import('./pages/category').then((m) => ({ Component: m.CategoryPage })),
  product: () => import('./pages/product').then((m) => ({ Component: m.ProductPage })),
};
