export { NoReviews, PagedReviews, ReviewPageRows } from './components/paged-reviews';
export { ReviewItem, SellerReply } from './components/review-item';
export { ReviewLineAction } from './components/review-line-action';
export { ReviewPhotos } from './components/review-photos';
export { ReviewsAnchor } from './components/reviews-anchor';
export { reviewProductPath } from './review-line';
