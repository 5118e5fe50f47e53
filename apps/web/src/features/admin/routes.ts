/** Lazy page loaders of the admin feature: the shared layout (tab bar) and each page, each its own chunk. */
export const adminPages = {
  layout: () => import('./components/admin-layout').then((m) => ({ Component: m.AdminLayout })),
  adminDashboard: () => import('./routes/admin-dashboard').then((m) => ({ Component: m.AdminDashboardPage })),
  users: () => import('./routes/users').then((m) => ({ Component: m.AdminUsersPage })),
  designs: () => import('./routes/designs').then((m) => ({ Component: m.AdminDesignsPage })),
  accessories: () => import('./routes/accessories').then((m) => ({ Component: m.AdminAccessoriesPage })),
  orders: () => import('./routes/orders').then((m) => ({ Component: m.AdminOrdersPage })),
  settings: () => import('./routes/settings').then((m) => ({ Component: m.AdminSettingsPage })),
  audit: () => import('./routes/audit').then((m) => ({ Component: m.AdminAuditPage })),
};
