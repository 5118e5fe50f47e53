import { AdminAccessoriesView } from '../accessories/admin-accessories-view';

/** /admin/accessories: every accessory, search, type filter, counters, add, edit and delete. */
export function AdminAccessoriesPage() {
  return <AdminAccessoriesView />;
}

export default AdminAccessoriesPage;
