/** Lazy page loaders of the collections feature. */
export const collectionsPages = {
  credential: () => import('./routes/credential').then((m) => ({ Component: m.CredentialPage })),
};
