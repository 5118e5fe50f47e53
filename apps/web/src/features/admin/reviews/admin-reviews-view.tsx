import {
  REVIEW_MESSAGES,
  REVIEW_SCREEN_TEXTS as T,
  type AdminReview,
} from '@campus-threads/contract';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { PagedList, pagesOf } from '@/components/paged-list';
import { Skeleton } from '@/components/ui/skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/state-blocks';
import { TabBar } from '@/components/ui/tab-bar';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useQueryState } from '@/lib/use-query-state';
import { AdminReviewCard } from './admin-review-card';
import { adminReviewFilters, adminReviewsParams, parseAdminReviewsView } from './admin-reviews';
import { useAdminReviews } from './api/get-admin-reviews';
import { useModerateReview } from './api/moderate-review';
import { RejectReviewDialog } from './reject-review-dialog';

function ReviewListSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5"
        >
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * /admin/reviews (docs/decisions/0052): buyers' reviews by status, pending first, each
 * approved with one press or rejected with a reason the buyer is told. The lists and counts are
 * the server's again after each decision.
 */
export function AdminReviewsView() {
  const [view, setView] = useQueryState(parseAdminReviewsView, adminReviewsParams);
  const query = useAdminReviews(view);
  const moderate = useModerateReview();
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);
  const busyId = moderate.isPending ? moderate.variables?.id : undefined;

  const decide = async (review: AdminReview, reason?: string) => {
    try {
      if (reason === undefined) await moderate.mutateAsync({ id: review._id, status: 'approved' });
      else await moderate.mutateAsync({ id: review._id, status: 'rejected', reason });
      notify.success(reason === undefined ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected);
      setRejecting(null);
    } catch (error) {
      notify.error(errorMessage(error, T.moderateFailed));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader title={T.adminTitle} description={T.adminDescription} />

      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <TabBar
          label={T.filterLabel}
          value={view.status}
          options={adminReviewFilters(query.data?.counts)}
          onChange={(status) => setView(() => ({ status, page: 1 }), { replace: true })}
          dataKey="status"
        />
      </div>

      <PagedList
        query={query}
        items={query.data?.reviews}
        loading={<ReviewListSkeleton />}
        errorTitle={T.adminLoadFailed}
        keepItemsOnError
        empty={
          <EmptyState
            icon={MessageSquareText}
            title={T.adminEmptyTitle[view.status]}
            text={T.adminEmptyText[view.status]}
          />
        }
        pagination={pagesOf(query.data, (page) => setView((current) => ({ ...current, page })))}
        className="space-y-6"
      >
        {(reviews) => (
          <ul className="space-y-4" aria-label={T.adminTitle}>
            {reviews.map((review) => (
              <li key={review._id}>
                <AdminReviewCard
                  review={review}
                  busy={busyId === review._id}
                  onApprove={() => void decide(review)}
                  onReject={() => setRejecting(review)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <RejectReviewDialog
        review={rejecting}
        pending={moderate.isPending}
        onConfirm={(review, reason) => void decide(review, reason)}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
