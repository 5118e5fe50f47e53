import { AdminOrdersView } from '../orders/admin-orders-view';

/** /admin/orders: every order, its status moves, delivery dates and the CSV export. */
export function AdminOrdersPage() {
  return <AdminOrdersView />;
}

export default AdminOrdersPage;
