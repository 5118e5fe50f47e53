import { AdminUsersView } from '../users/users-view';

/** /admin/users: search, page, give or take the admin role, delete. */
export function AdminUsersPage() {
  return <AdminUsersView />;
}

export default AdminUsersPage;
