import {
  REVIEW_MESSAGES,
  REVIEW_SCREEN_TEXTS as T,
  type ProductType,
} from '@campus-threads/contract';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useProductReviews } from './api/get-product-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { ReviewRowsSkeleton, ReviewsSkeleton } from './reviews-skeleton';

type ProductRef = { productType: ProductType; productId: string };

/** One page of reviews as rows of the list (page 1 is already in: the section waited for it). */
function ReviewPage({
  page,
  canReply,
  ...product
}: ProductRef & { page: number; canReply: boolean }) {
  const query = useProductReviews(product.productType, product.productId, page);
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
        <ReviewItem key={review._id} review={review} canReply={canReply} {...product} />
      ))}
    </>
  );
}

function NoReviews() {
  return (
    <div className="mt-6 flex items-start gap-4 rounded-2xl border border-dashed border-zinc-300 bg-white p-6">
      <MessageSquareText className="mt-0.5 size-6 shrink-0 text-zinc-400" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink-900">{REVIEW_MESSAGES.noReviews}</p>
        <p className="mt-1 text-sm text-zinc-600">{REVIEW_MESSAGES.noReviewsHint}</p>
      </div>
    </div>
  );
}

/**
 * A product page's reviews (issue 22): the rating summary with its distribution, then the
 * approved reviews newest first, a page more at a time. The product's seller, signed in, may reply
 * to a review that has no reply yet. Loaded only when the shopper scrolls near it.
 */
export function ReviewsSection({ productType, productId }: ProductRef) {
  const headingId = useId();
  const { user } = useAuth();
  const [pages, setPages] = useState(1);
  const first = useProductReviews(productType, productId, 1);
  const last = useProductReviews(productType, productId, pages);
  const sellerId = first.data?.sellerId ?? null;
  const canReply = Boolean(user && sellerId && user._id === sellerId);
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
  else if (first.data.reviews.length === 0) body = <NoReviews />;
  else
    body = (
      <div className="mt-6 grid gap-8 lg:grid-cols-12 lg:gap-12">
        <RatingSummary summary={first.data.summary} className="lg:col-span-4" />
        <div className="min-w-0 lg:col-span-8">
          <ul className="divide-y divide-zinc-200" aria-label={T.sectionTitle}>
            {Array.from({ length: pages }, (_, i) => (
              <ReviewPage
                key={i + 1}
                page={i + 1}
                canReply={canReply}
                productType={productType}
                productId={productId}
              />
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
    <section aria-labelledby={headingId} className="mt-16 border-t border-zinc-200 pt-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {T.sectionTitle}
      </h2>
      {body}
    </section>
  );
}
