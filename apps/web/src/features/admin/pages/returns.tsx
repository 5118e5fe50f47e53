import { AdminReturnsView } from '@/features/returns';

/** /admin/returns: exchange and return requests by status, with their decisions. */
export function AdminReturnsPage() {
  return <AdminReturnsView />;
}

export default AdminReturnsPage;
