/** Lazy page loaders of the seller feature: each page is its own chunk. */
export const sellerPages = {
  sales: () => import('./routes/sales').then((m) => ({ Component: m.SalesPage })),
  upload: () => import('./routes/upload').then((m) => ({ Component: m.UploadDesignPage })),
  accessoriesUpload: () =>
    import('./routes/accessories-upload').then((m) => ({ Component: m.UploadAccessoryPage })),
  accessories: () =>
    import('./routes/accessories').then((m) => ({ Component: m.MyAccessoriesPage })),
  uploadHistory: () =>
    import('./routes/upload-history').then((m) => ({ Component: m.UploadHistoryPage })),
};
