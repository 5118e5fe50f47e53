import { REVIEW_SCREEN_TEXTS as T } from '@campus-threads/contract';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { RatingSummary } from '@/components/review/rating-summary';
import { ReviewItem } from '@/components/review/review-item';
import { ReviewRowsSkeleton, ReviewsSkeleton } from '@/components/review/reviews-skeleton';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { useSellerReviews } from '../api/get-seller-reviews';

/** One page of the seller's reviews as rows (page 1 is already in: the section waited for it). */
function ReviewPage({ sellerId, page }: { sellerId: string; page: number }) {
  const query = useSellerReviews(sellerId, page);
  if (query.isPending) return <ReviewRowsSkeleton rows={2} />;
  if (query.isError)
    return (
      <li className="py-6">
        <LoadError
          title={T.loadFailed}
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </li>
    );
  return (
    <>
      {query.data.reviews.map((review) => (
        <ReviewItem
          key={review._id}
          review={review}
          productType={review.product.type}
          productId={review.product.id}
          productTitle={review.product.title}
          canReply={false}
        />
      ))}
    </>
  );
}

/**
 * A seller's public page's reviews (issue 27): the rating over every product they have in the
 * shop, t-shirts and accessories, then what buyers said, newest first, each naming its product, a
 * page more at a time. Replies are written on the product's page.
 */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const headingId = useId();
  const [pages, setPages] = useState(1);
  const first = useSellerReviews(sellerId, 1);
  const last = useSellerReviews(sellerId, pages);
  const more = last.data
    ? last.data.pagination.currentPage < last.data.pagination.totalPages
    : last.isPending;

  let body;
  if (first.isPending) body = <ReviewsSkeleton />;
  else if (first.isError)
    body = (
      <div className="mt-6">
        <LoadError
          title={T.loadFailed}
          message={errorMessage(first.error, 'Please try again.')}
          onRetry={() => void first.refetch()}
          retrying={first.isFetching}
        />
      </div>
    );
  else if (first.data.reviews.length === 0)
    body = (
      <div className="mt-6 flex items-start gap-4 rounded-2xl border border-dashed border-zinc-300 bg-white p-6">
        <MessageSquareText className="mt-0.5 size-6 shrink-0 text-zinc-400" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink-900">{T.sellerNoReviews}</p>
          <p className="mt-1 text-sm text-zinc-600">{T.sellerNoReviewsHint}</p>
        </div>
      </div>
    );
  else
    body = (
      <div className="mt-6 grid gap-8 lg:grid-cols-12 lg:gap-12">
        <RatingSummary summary={first.data.summary} className="lg:col-span-4" />
        <div className="min-w-0 lg:col-span-8">
          <ul className="divide-y divide-zinc-200" aria-labelledby={headingId}>
            {Array.from({ length: pages }, (_, i) => (
              <ReviewPage key={i + 1} sellerId={sellerId} page={i + 1} />
            ))}
          </ul>
          {more ? (
            <Button
              variant="secondary"
              className="mt-6 w-full sm:w-auto"
              loading={last.isPending}
              onClick={() => setPages((n) => n + 1)}
            >
              {T.showMore}
            </Button>
          ) : null}
        </div>
      </div>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-zinc-200 pt-10"
      data-seller-reviews
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {T.sellerSectionTitle}
      </h2>
      {body}
    </section>
  );
}
