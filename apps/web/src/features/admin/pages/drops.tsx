import { AdminDropsView } from '../drops/admin-drops-view';

/** /admin/drops: every drop, by status, with its size tally CSV and Cancel. */
export function AdminDropsPage() {
  return <AdminDropsView />;
}

export default AdminDropsPage;
