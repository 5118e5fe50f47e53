import { AdminDesignsView } from '../designs/admin-designs-view';

/** /admin/designs (spec: seller-admin §2 "Admin designs"). */
export function AdminDesignsPage() {
  return <AdminDesignsView />;
}

export default AdminDesignsPage;
