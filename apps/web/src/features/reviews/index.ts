/**
 * Public surface of the reviews feature: review lists and items, the Write a review line action,
 * the photos and the anchor a product page links to. The page's reviews section loads through
 * ./lazy.ts.
 */
export { NoReviews, PagedReviews, ReviewPageRows } from './components/paged-reviews';
export { ReviewItem, SellerReply } from './components/review-item';
export { ReviewLineAction } from './components/review-line-action';
export { ReviewPhotos } from './components/review-photos';
export { ReviewsAnchor } from './components/reviews-anchor';
export { reviewProductPath } from './review-line';
