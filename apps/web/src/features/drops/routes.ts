/** Lazy page loaders of the drops feature: each page is its own chunk. */
export const dropsPages = {
  drop: () => import('./drop-page/drop-page').then((m) => ({ Component: m.DropPage })),
  ownerDrops: () =>
    import('./owner/owner-drops-page').then((m) => ({ Component: m.OwnerDropsPage })),
  newDrop: () => import('./owner/new-drop-page').then((m) => ({ Component: m.NewDropPage })),
};
