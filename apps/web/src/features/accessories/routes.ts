/** Lazy page loaders of the accessories feature: each page is its own chunk. */
export const accessoriesPages = {
  accessories: () => import('./routes/accessories').then((m) => ({ Component: m.AccessoriesPage })),
  accessory: () => import('./routes/accessory').then((m) => ({ Component: m.AccessoryPage })),
};
