import { REVIEW_LIMITS } from './reviews';

/**
 * The reviews' screens (product pages, /orders, the admin tab): headings, labels and buttons. Kept
 * apart from reviews.ts, which the cards' rating label puts in the storefront chunk every page
 * loads: only the reviews section, the review dialog and the admin tab need these, on demand.
 */
export const REVIEW_SCREEN_TEXTS = {
  sectionTitle: 'Ratings & reviews',
  basedOn: (count: number) => `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`,
  starsRow: (stars: number) => `${stars} star`,
  starsRowLabel: (stars: number, count: number, percent: number) =>
    `${stars} star: ${count} ${count === 1 ? 'review' : 'reviews'} (${percent}%)`,
  showMore: 'Show more reviews',
  // A seller's public page.
  sellerSectionTitle: 'What buyers say',
  sellerNoReviews: 'No reviews yet',
  sellerNoReviewsHint: 'Reviews of this designer’s t-shirts and accessories appear here.',
  reviewOf: 'On',
  loadFailed: 'Could not load the reviews',
  loading: 'Loading reviews',
  photos: 'Photos',
  photoAlt: (author: string, index: number) => `Photo ${index} from ${author}'s review`,
  photoOpen: (index: number) => `Open photo ${index}`,
  reply: 'Reply',
  replyTo: (author: string) => `Reply to ${author}`,
  replyFailed: 'Could not post your reply. Please try again.',
  replyLabel: 'Your reply',
  replyHint: 'Shown under the review with your name as the seller. You can reply once.',
  postReply: 'Post reply',
  cancel: 'Cancel',
  // The write-a-review dialog.
  dialogTitle: (title: string) => `Review ${title}`,
  dialogText: 'Your review appears on the product page once it is approved.',
  ratingLegend: 'Your rating',
  starOption: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  commentLabel: 'Your review',
  commentPlaceholder: 'How are the fit, the print and the fabric?',
  photosLabel: 'Photos (optional)',
  photosHint: `Up to ${REVIEW_LIMITS.photosMax} photos: JPEG, PNG, WebP or GIF, up to 1 MB each`,
  addPhotos: 'Add photos',
  removePhoto: (name: string) => `Remove photo ${name}`,
  uploading: (index: number, count: number, percent: number) =>
    `Uploading photo ${index} of ${count} · this file ${percent}%`,
  photosFailed: 'Some photos could not be uploaded. Send the review again to retry them.',
  submit: 'Send review',
  // The admin tab.
  adminTitle: 'Reviews',
  adminDescription:
    'Reviews from buyers wait here for you: only approved ones show on product pages and count in ratings.',
  adminLoadFailed: 'Could not load the reviews',
  adminEmptyTitle: {
    pending: 'Nothing waiting',
    approved: 'No approved reviews',
    rejected: 'No rejected reviews',
  },
  adminEmptyText: {
    pending: 'New reviews from buyers appear here for you to approve or reject.',
    approved: 'Approved reviews appear here and on their product pages.',
    rejected: 'Reviews you reject appear here with the reason you gave.',
  },
  filterLabel: 'Review status',
  statusTabs: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  by: (author: string) => `by ${author}`,
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject this review?',
  rejectText: 'The buyer is told the reason. The review stays off the product page.',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'For example: it is about the delivery, not the product',
  reasonShown: 'Reason given',
  moderateFailed: 'Could not update the review. Please try again.',
} as const;
