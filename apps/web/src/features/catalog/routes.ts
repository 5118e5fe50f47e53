/** Lazy page loaders of the catalog feature: each page is its own chunk. */
export const catalogPages = {
  category: () => import('./routes/category').then((m) => ({ Component: m.CategoryPage })),
  product: () => import('./routes/product').then((m) => ({ Component: m.ProductPage })),
};
