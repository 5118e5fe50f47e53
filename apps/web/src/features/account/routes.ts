/** Lazy page loaders of the account feature. */
export const accountPages = {
  settings: () => import('./routes/settings').then((m) => ({ Component: m.SettingsPage })),
};
