import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: the audit log work of issue 11 fills this page. */
export function AdminAuditPage() {
  return <ComingSoon title="Audit log" />;
}

export default AdminAuditPage;
