import { AdminPayoutsView } from '../payouts/payouts-view';

/** /admin/payouts: every seller's balances, the record-payout dialog and the payouts CSV. */
export function AdminPayoutsPage() {
  return <AdminPayoutsView />;
}

export default AdminPayoutsPage;
