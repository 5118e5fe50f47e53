/** What a product without an approved review says in place of its rating. */
export const NO_REVIEWS_TEXT = 'No reviews yet';

/**
 * "4.4 out of 5 from 19 reviews", for a screen reader and the product page. Apart from reviews.ts:
 * every product card reads it, so it sits in the storefront chunk every page loads, and the
 * reviews' other texts and rules stay with the pages that load them on demand.
 */
export function ratingLabel(rating: number, count: number): string {
  if (count === 0) return NO_REVIEWS_TEXT;
  return `${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
