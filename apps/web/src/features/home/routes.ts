/** Lazy page loaders of the home feature. */
export const homePages = {
  home: () => import('./pages/home').then((m) => ({ Component: m.HomePage })),
};
