import { AdminAuditView } from '../audit/admin-audit-view';

/** /admin/audit: the audit log of admin changes, with filters (issue 11 §9). */
export function AdminAuditPage() {
  return <AdminAuditView />;
}

export default AdminAuditPage;
