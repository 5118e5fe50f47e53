import { AdminDashboardView } from '../dashboard/admin-dashboard-view';

/** /admin: statistics, the orders and revenue chart, and shortcuts. */
export function AdminDashboardPage() {
  return <AdminDashboardView />;
}

export default AdminDashboardPage;
