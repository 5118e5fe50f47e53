import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function AdminOrdersPage() {
  return <ComingSoon title="Orders" />;
}

export default AdminOrdersPage;
