import { REVIEW_SCREEN_TEXTS as T } from '@campus-threads/contract';
import { useId, useState } from 'react';
import { NoReviews, PagedReviews, ReviewPageRows, ReviewItem } from '@/features/reviews';
import { useSellerReviews } from '../api/get-seller-reviews';

/** One page of the seller's reviews as rows (page 1 is already in: the section waited for it). */
function ReviewPage({ sellerId, page }: { sellerId: string; page: number }) {
  const query = useSellerReviews(sellerId, page);
  return (
    <ReviewPageRows query={query}>
      {(review) => (
        <ReviewItem
          key={review._id}
          review={review}
          productType={review.product.type}
          productId={review.product.id}
          productTitle={review.product.title}
          canReply={false}
        />
      )}
    </ReviewPageRows>
  );
}

/**
 * A seller's public page's reviews: the rating over every product they have in the
 * shop, t-shirts and accessories, then what buyers said, newest first, each naming its product, a
 * page more at a time. Replies are written on the product's page.
 */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const headingId = useId();
  const [pages, setPages] = useState(1);
  const first = useSellerReviews(sellerId, 1);
  const last = useSellerReviews(sellerId, pages);

  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-zinc-200 pt-10"
      data-seller-reviews
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {T.sellerSectionTitle}
      </h2>
      <PagedReviews
        first={first}
        last={last}
        pages={pages}
        onMore={() => setPages((n) => n + 1)}
        empty={<NoReviews title={T.sellerNoReviews} hint={T.sellerNoReviewsHint} />}
        listLabel={T.sellerSectionTitle}
      >
        {(page) => <ReviewPage key={page} sellerId={sellerId} page={page} />}
      </PagedReviews>
    </section>
  );
}
