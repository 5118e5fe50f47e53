/** Lazy page loaders of the admin feature: the shared layout (tab bar) and each page, each its own chunk. */
export const adminPages = {
  layout: () => import('./components/admin-layout').then((m) => ({ Component: m.AdminLayout })),
  adminDashboard: () =>
    import('./pages/admin-dashboard').then((m) => ({ Component: m.AdminDashboardPage })),
  users: () => import('./pages/users').then((m) => ({ Component: m.AdminUsersPage })),
  designs: () => import('./pages/designs').then((m) => ({ Component: m.AdminDesignsPage })),
  accessories: () =>
    import('./pages/accessories').then((m) => ({ Component: m.AdminAccessoriesPage })),
  orders: () => import('./pages/orders').then((m) => ({ Component: m.AdminOrdersPage })),
  payouts: () => import('./pages/payouts').then((m) => ({ Component: m.AdminPayoutsPage })),
  drops: () => import('./pages/drops').then((m) => ({ Component: m.AdminDropsPage })),
  reviews: () => import('./pages/reviews').then((m) => ({ Component: m.AdminReviewsPage })),
  returns: () => import('./pages/returns').then((m) => ({ Component: m.AdminReturnsPage })),
  settings: () => import('./pages/settings').then((m) => ({ Component: m.AdminSettingsPage })),
  audit: () => import('./pages/audit').then((m) => ({ Component: m.AdminAuditPage })),
};
