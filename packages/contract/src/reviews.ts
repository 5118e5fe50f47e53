import { NO_REVIEWS_TEXT } from './rating-label';

/**
 * Reviews from verified buyers (docs/decisions/0052): one per product of a delivered order, by its
 * buyer, shown once an admin approves it. A product's `rating` and `reviewCount` are its approved
 * reviews' average and count. The zod schemas are in reviews-schemas.ts.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMin: 10,
  commentMax: 2000,
  photosMax: 3,
  replyMin: 2,
  replyMax: 1000,
  reasonMax: 500,
} as const;

/** Reviews per page on a product page, and in the admin tab. */
export const REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** The buyer is reminded to review a delivered order this many days after delivery (once). */
export const REVIEW_REMINDER_DAYS = 3;

export const REVIEW_MESSAGES = {
  ratingRange: `Choose a rating from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax} stars`,
  commentRequired: 'Tell other shoppers about it',
  commentLength: `A review is ${REVIEW_LIMITS.commentMin} to ${REVIEW_LIMITS.commentMax.toLocaleString('en-IN')} characters`,
  tooManyPhotos: `Add at most ${REVIEW_LIMITS.photosMax} photos`,
  orderRequired: 'Choose the order you are reviewing',
  productRequired: 'Choose the product you are reviewing',
  /** The order is not the caller's, or does not hold the product (a 404: no one learns it exists). */
  purchaseNotFound: 'We could not find this purchase in your orders',
  notDelivered: 'You can review this once your order is delivered',
  alreadyReviewed: 'You have already reviewed this product',
  /** The product's seller, or an admin for the shop's own products (decision 0056). */
  ownProduct: 'You cannot review your own product',
  /** Every unit of the product in this order came back in a return (decision 0056). */
  returned: 'You returned this item, so it cannot be reviewed',
  reviewNotFound: 'Review not found',
  submitted: 'Thanks! Your review will appear once it is approved',
  submitFailed: 'Could not send your review. Please try again.',
  // Moderation (admins).
  statusRequired: 'Choose approved or rejected',
  reasonRequired: 'Give a reason for the rejection',
  reasonLength: `The reason can be at most ${REVIEW_LIMITS.reasonMax} characters`,
  approved: 'Review approved',
  rejected: 'Review rejected',
  // The seller's answer.
  replyLength: `A reply is ${REVIEW_LIMITS.replyMin} to ${REVIEW_LIMITS.replyMax.toLocaleString('en-IN')} characters`,
  notYourProduct: 'Only the seller of this product can reply',
  alreadyReplied: 'You have already replied to this review',
  replyNotApproved: 'You can reply once the review is approved',
  replied: 'Reply posted',
  // Shown to shoppers.
  verifiedPurchase: 'Verified purchase',
  sellerReply: 'Reply from the seller',
  noReviews: NO_REVIEWS_TEXT,
  noReviewsHint: 'Bought this? Review it from your orders once it is delivered.',
  writeReview: 'Write a review',
  reviewed: 'Reviewed',
  /** Notifications to the buyer. */
  reminder: (title: string) => `How was your ${title}? Write a review to help other students`,
  reviewApproved: (title: string) => `Your review of ${title} is live`,
  reviewRejected: (title: string, reason: string) =>
    `Your review of ${title} was not published: ${reason}`,
  sellerReplied: (title: string) => `The seller replied to your review of ${title}`,
  /** To the seller. */
  newReview: (title: string, rating: number) => `A buyer rated ${title} ${rating} of 5`,
} as const;

/** "Chitra" from "Chitra Customer": what a review shows of its author (never more). */
export function reviewerFirstName(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first.length > 0 ? first.slice(0, 40) : 'Buyer';
}

/** The average of the ratings to one decimal (4.4), 0 with none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

// ratingLabel ("4.4 out of 5 from 19 reviews") is in rating-label.ts, for the cards' sake.

/**
 * The share of each star (5 down to 1) in whole percent, for the distribution bars; the shares of
 * a non-empty distribution are rounded so they add up to 100.
 */
export function ratingShares(
  distribution: Readonly<Record<'1' | '2' | '3' | '4' | '5', number>>,
): { stars: number; count: number; percent: number }[] {
  const rows = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: distribution[String(stars) as '1'] ?? 0,
  }));
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) return rows.map((r) => ({ ...r, percent: 0 }));
  const exact = rows.map((r) => (r.count * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return rows.map((r, i) => ({ ...r, percent: floors[i]! }));
}
