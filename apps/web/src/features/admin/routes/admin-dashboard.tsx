import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function AdminDashboardPage() {
  return <ComingSoon title="Admin Dashboard" />;
}

export default AdminDashboardPage;
