import { AdminReturnsView } from '../returns/admin-returns-view';

/** /admin/returns: exchange and return requests by status, with their decisions. */
export function AdminReturnsPage() {
  return <AdminReturnsView />;
}

export default AdminReturnsPage;
