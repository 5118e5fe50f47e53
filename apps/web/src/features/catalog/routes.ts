/** Lazy page loaders of the catalog feature: each page is its own chunk. */
export const catalogPages = {
  category: () => import('./routes/category').then((m) => ({ Component: m.CategoryPage })),
  accessories: () => import('./routes/accessories').then((m) => ({ Component: m.AccessoriesPage })),
  accessory: () => import('./routes/accessory').then((m) => ({ Component: m.AccessoryPage })),
  product: () => import('./routes/product').then((m) => ({ Component: m.ProductPage })),
  credential: () => import('./routes/credential').then((m) => ({ Component: m.CredentialPage })),
};
