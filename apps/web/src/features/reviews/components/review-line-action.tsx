import {
  REVIEW_MESSAGES,
  REVIEW_STATUS_LABELS,
  type Order,
  type OrderItem,
} from '@campus-threads/contract';
import { Star } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { useMyReturns } from '@/features/returns';
import { useAuth } from '@/lib/auth-context';
import { useMyReviews } from '../api/get-my-reviews';
import { returnedQuantity, reviewLineState } from '../review-line';
import { Stars } from '@/components/ui/star-rating';

// The dialog (form, uploads) loads the first time a buyer opens it.
const WriteReviewDialog = lazy(() =>
  import('./write-review-dialog').then((m) => ({ default: m.WriteReviewDialog })),
);

type LineOrder = Pick<Order, '_id' | 'status' | 'replacesOrderId'>;

/**
 * Under a line of a delivered order on /orders: "Write a review" while the buyer has not reviewed
 * the product (from any order) and has not sent the line back, else "Reviewed" with the review's
 * stars and status.
 */
export function ReviewLineAction({ order, item }: { order: LineOrder; item: OrderItem }) {
  const { user } = useAuth();
  const delivered = order.status === 'delivered';
  const mine = useMyReviews(user?._id ?? '', delivered);
  // The buyer's one list of requests (the page's returns section reads it too).
  const returns = useMyReturns(user?._id ?? '', delivered);
  const returned = returnedQuantity(returns.data?.requests, item._id);
  const state = reviewLineState(order, item, mine.data?.reviews, returned);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const title = item.productData?.title ?? item.title;

  if (state.kind === 'none') return null;
  if (state.kind === 'reviewed')
    return (
      <p
        className="mt-2 flex flex-wrap items-center gap-2 text-sm"
        data-review-state={state.status}
      >
        <Stars rating={state.rating} size="sm" />
        <span className="font-medium text-ink-800">{REVIEW_MESSAGES.reviewed}</span>
        <StatusPill
          status={state.status}
          label={REVIEW_STATUS_LABELS[state.status]}
          className="normal-case"
        />
      </p>
    );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        aria-label={`${REVIEW_MESSAGES.writeReview}: ${title}`}
        onPointerEnter={() => void import('./write-review-dialog')}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Star className="size-4" aria-hidden="true" />
        {REVIEW_MESSAGES.writeReview}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <WriteReviewDialog
            open={open}
            onOpenChange={setOpen}
            target={{
              orderId: order._id,
              productType: state.productType,
              productId: state.productId,
              title,
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
