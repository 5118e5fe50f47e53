/** Lazy loaders of the dashboard feature (layout with side menu, home). */
export const dashboardPages = {
  layout: () =>
    import('./components/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
  home: () => import('./pages/dashboard-home').then((m) => ({ Component: m.DashboardHomePage })),
};
