/** Lazy page loaders of the seller feature: each page is its own chunk. */
export const sellerPages = {
  sales: () => import('./pages/sales').then((m) => ({ Component: m.SalesPage })),
  upload: () => import('./pages/upload').then((m) => ({ Component: m.UploadDesignPage })),
  accessoriesUpload: () =>
    import('./pages/accessories-upload').then((m) => ({ Component: m.UploadAccessoryPage })),
  accessories: () =>
    import('./pages/accessories').then((m) => ({ Component: m.MyAccessoriesPage })),
  uploadHistory: () =>
    import('./pages/upload-history').then((m) => ({ Component: m.UploadHistoryPage })),
};
