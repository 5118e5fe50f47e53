import {
  REVIEW_MESSAGES,
  REVIEW_SCREEN_TEXTS as T,
  type ProductType,
  type PublicReview,
} from '@campus-threads/contract';
import { BadgeCheck, MessageSquareReply } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { ReviewPhotos } from './review-photos';
import { Stars } from '@/components/ui/star-rating';

// Only the product's seller replies: shoppers' pages never load the form (nor its schema code).
const loadReplyForm = () => import('./reply-form');
const ReplyForm = lazy(() => loadReplyForm().then((m) => ({ default: m.ReplyForm })));

/** The seller's answer under a review. */
export function SellerReply({ reply }: { reply: { text: string; createdAt: string } }) {
  return (
    <div className="mt-4 rounded-lg border-l-4 border-saffron-500 bg-saffron-50/60 px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-saffron-800 uppercase">
        {REVIEW_MESSAGES.sellerReply}
        <span className="font-normal tracking-normal text-zinc-500 normal-case">
          {' '}
          · <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
        </span>
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-800">{reply.text}</p>
    </div>
  );
}

/**
 * One approved review: stars, the buyer's first name, "Verified purchase", date, comment, photos
 * and the seller's reply; the product's seller (`canReply`) may answer one without a reply. Away
 * from the product's page (a seller's page), `productTitle` names the product with a link to it.
 */
export function ReviewItem({
  review,
  productType,
  productId,
  productTitle,
  canReply,
}: {
  review: PublicReview;
  productType: ProductType;
  productId: string;
  productTitle?: string;
  canReply: boolean;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="py-6 first:pt-0" data-review-id={review._id}>
      <div className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">{T.starOption(review.rating)}</span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-ink-900">{review.authorName}</span>
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 font-medium text-success-700">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {REVIEW_MESSAGES.verifiedPurchase}
          </span>
        ) : null}
        <span aria-hidden="true" className="text-zinc-300">
          ·
        </span>
        <time dateTime={review.createdAt} className="text-zinc-500">
          {formatDate(review.createdAt)}
        </time>
      </p>
      {productTitle ? (
        <p className="mt-1 text-sm text-zinc-600">
          {T.reviewOf}{' '}
          <Link
            to={`${productType === 'tshirt' ? '/product/' : '/accessory/'}${encodeURIComponent(productId)}`}
            className="font-medium text-ink-900 underline-offset-2 hover:underline"
          >
            {productTitle}
          </Link>
        </p>
      ) : null}
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-zinc-700">
        {review.comment}
      </p>
      <ReviewPhotos photos={review.photos} author={review.authorName} />
      {review.reply ? <SellerReply reply={review.reply} /> : null}
      {!review.reply && canReply ? (
        replying ? (
          <Suspense fallback={null}>
            <ReplyForm
              reviewId={review._id}
              productType={productType}
              productId={productId}
              onDone={() => setReplying(false)}
            />
          </Suspense>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            aria-label={T.replyTo(review.authorName)}
            onPointerEnter={() => void loadReplyForm()}
            onClick={() => setReplying(true)}
          >
            <MessageSquareReply className="size-4" aria-hidden="true" />
            {T.reply}
          </Button>
        )
      ) : null}
    </li>
  );
}
