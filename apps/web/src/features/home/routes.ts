/** Lazy page loaders of the home feature. */
export const homePages = {
  home: () => import('./routes/home').then((m) => ({ Component: m.HomePage })),
};
