import { AdminAuditView } from '../audit/admin-audit-view';

/** /admin/audit: the audit log of admin changes, with filters (docs/decisions/0022). */
export function AdminAuditPage() {
  return <AdminAuditView />;
}

export default AdminAuditPage;
