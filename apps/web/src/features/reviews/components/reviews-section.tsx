import {
  REVIEW_MESSAGES,
  REVIEW_SCREEN_TEXTS as T,
  type ProductType,
} from '@campus-threads/contract';
import { useId, useState } from 'react';
import { useAuth } from '@/lib/auth-context';
import { useProductReviews } from '../api/get-product-reviews';
import { NoReviews, PagedReviews, ReviewPageRows } from './paged-reviews';
import { ReviewItem } from './review-item';

type ProductRef = { productType: ProductType; productId: string };

/** One page of reviews as rows of the list (page 1 is already in: the section waited for it). */
function ReviewPage({
  page,
  canReply,
  ...product
}: ProductRef & { page: number; canReply: boolean }) {
  const query = useProductReviews(product.productType, product.productId, page);
  return (
    <ReviewPageRows query={query}>
      {(review) => <ReviewItem key={review._id} review={review} canReply={canReply} {...product} />}
    </ReviewPageRows>
  );
}

/**
 * A product page's reviews: the rating summary with its distribution, then the
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

  return (
    <section aria-labelledby={headingId} className="mt-16 border-t border-zinc-200 pt-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {T.sectionTitle}
      </h2>
      <PagedReviews
        first={first}
        last={last}
        pages={pages}
        onMore={() => setPages((n) => n + 1)}
        empty={<NoReviews title={REVIEW_MESSAGES.noReviews} hint={REVIEW_MESSAGES.noReviewsHint} />}
        listLabel={T.sectionTitle}
      >
        {(page) => (
          <ReviewPage
            key={page}
            page={page}
            canReply={canReply}
            productType={productType}
            productId={productId}
          />
        )}
      </PagedReviews>
    </section>
  );
}
