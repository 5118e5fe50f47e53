import { AdminReviewsView } from '../reviews/admin-reviews-view';

/** /admin/reviews: buyers' reviews by status, approved or rejected with a reason. */
export function AdminReviewsPage() {
  return <AdminReviewsView />;
}

export default AdminReviewsPage;
