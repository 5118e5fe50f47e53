/** Lazy page loaders of the account feature. */
export const accountPages = {
  settings: () => import('./pages/settings').then((m) => ({ Component: m.SettingsPage })),
};
