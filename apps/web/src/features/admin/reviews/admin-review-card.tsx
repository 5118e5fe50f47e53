import {
  REVIEW_SCREEN_TEXTS as T,
  REVIEW_STATUS_LABELS,
  type AdminReview,
} from '@campus-threads/contract';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SellerReply, reviewProductPath, ReviewPhotos } from '@/features/reviews';
import { Stars } from '@/components/ui/star-rating';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { formatDateTime } from '@/lib/format-date';
import { moderationActions } from './admin-reviews';

/**
 * One review as the admin decides on it: the product (linked), the rating, the comment and photos,
 * the buyer's first name and date, the seller's reply or the rejection's reason, and the moves.
 */
export function AdminReviewCard({
  review,
  busy,
  onApprove,
  onReject,
}: {
  review: AdminReview;
  /** This review's decision is being sent. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const titleId = useId();
  const href = reviewProductPath(review.productType, review.productId);
  const actions = moderationActions(review.status);
  return (
    <article
      aria-labelledby={titleId}
      data-review-id={review._id}
      className="rounded-xl border border-zinc-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words text-ink-900">
            {href ? (
              <Link to={href} className="hover:text-saffron-700 hover:underline">
                {review.productTitle}
              </Link>
            ) : (
              review.productTitle
            )}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-500">
            {T.by(review.authorName)} ·{' '}
            <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
          </p>
        </div>
        <StatusPill
          status={review.status}
          label={REVIEW_STATUS_LABELS[review.status]}
          className="normal-case"
        />
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="text-sm font-medium text-ink-800">{T.starOption(review.rating)}</span>
      </div>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-zinc-700">
        {review.comment}
      </p>
      <ReviewPhotos photos={review.photos} author={review.authorName} />
      {review.reply ? <SellerReply reply={review.reply} /> : null}
      {review.status === 'rejected' && review.moderationReason ? (
        <div className="mt-4 rounded-lg border border-danger-500/30 bg-danger-50 px-3.5 py-2.5 text-sm text-danger-700">
          <p className="text-xs font-semibold tracking-wide uppercase">{T.reasonShown}</p>
          <p className="mt-1 break-words">{review.moderationReason}</p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-zinc-100 pt-4">
        {actions.includes('reject') ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onReject}>
            <X className="size-4" aria-hidden="true" />
            {T.reject}
          </Button>
        ) : null}
        {actions.includes('approve') ? (
          <Button variant="dark" size="sm" loading={busy} onClick={onApprove}>
            <Check className="size-4" aria-hidden="true" />
            {T.approve}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
