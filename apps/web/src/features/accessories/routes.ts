/** Lazy page loaders of the accessories feature: each page is its own chunk. */
export const accessoriesPages = {
  accessories: () => import('./pages/accessories').then((m) => ({ Component: m.AccessoriesPage })),
  accessory: () => import('./pages/accessory').then((m) => ({ Component: m.AccessoryPage })),
};
