/** Lazy page loaders of the collections feature. */
export const collectionsPages = {
  credential: () => import('./pages/credential').then((m) => ({ Component: m.CredentialPage })),
};
