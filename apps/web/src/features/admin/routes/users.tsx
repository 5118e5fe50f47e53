import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function AdminUsersPage() {
  return <ComingSoon title="Users" />;
}

export default AdminUsersPage;
