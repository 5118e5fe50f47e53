import { z } from 'zod';
import { PRODUCT_TYPES } from './catalog';
import { pageQuerySchema, paginationSchema } from './pagination-schemas';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  REVIEWS_PAGE_SIZE,
} from './reviews';

// The reviews' requests and replies (docs/decisions/0052); their types are inferred at the end.

/** `POST /api/reviews`. Photos are upload keys of the `reviews` category, at most three. */
export const createReviewSchema = z.object({
  orderId: z.string({ error: REVIEW_MESSAGES.orderRequired }).min(1, REVIEW_MESSAGES.orderRequired),
  productType: z.enum(PRODUCT_TYPES, { error: REVIEW_MESSAGES.productRequired }),
  productId: z
    .string({ error: REVIEW_MESSAGES.productRequired })
    .min(1, REVIEW_MESSAGES.productRequired),
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRange })
    .int(REVIEW_MESSAGES.ratingRange)
    .min(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.ratingRange)
    .max(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.ratingRange),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .min(REVIEW_LIMITS.commentMin, REVIEW_MESSAGES.commentLength)
    .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentLength),
  photos: z
    .array(z.string().min(1).max(300))
    .max(REVIEW_LIMITS.photosMax, REVIEW_MESSAGES.tooManyPhotos)
    .optional(),
});
export type CreateReviewInput = z.output<typeof createReviewSchema>;

/** `PATCH /api/admin/reviews/:id`: a rejection needs a reason. */
export const moderateReviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: REVIEW_MESSAGES.statusRequired }),
    reason: z.string().trim().max(REVIEW_LIMITS.reasonMax, REVIEW_MESSAGES.reasonLength).optional(),
  })
  .refine((v) => v.status === 'approved' || (v.reason ?? '').length > 0, {
    message: REVIEW_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ModerateReviewInput = z.output<typeof moderateReviewSchema>;

/** `POST /api/reviews/:id/reply`. */
export const replyReviewSchema = z.object({
  text: z
    .string({ error: REVIEW_MESSAGES.replyLength })
    .trim()
    .min(REVIEW_LIMITS.replyMin, REVIEW_MESSAGES.replyLength)
    .max(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyLength),
});
export type ReplyReviewInput = z.output<typeof replyReviewSchema>;

/** A photo as replies send it: the full image and its thumbnail. */
export const reviewPhotoSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });

/** A review as shoppers see it: the buyer's first name only, never an email or phone. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  comment: z.string(),
  photos: z.array(reviewPhotoSchema),
  authorName: z.string(),
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});

/** The product's numbers: approved reviews only. */
export const ratingSummarySchema = z.object({
  rating: z.number(),
  reviewCount: z.number(),
  distribution: z.object({
    '1': z.number(),
    '2': z.number(),
    '3': z.number(),
    '4': z.number(),
    '5': z.number(),
  }),
});

/** `GET /api/tshirts/:id/reviews` and `GET /api/accessories/:id/reviews`: newest first, paged. */
export const productReviewsQuerySchema = pageQuerySchema({ defaultLimit: REVIEWS_PAGE_SIZE });
export const productReviewsResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  summary: ratingSummarySchema,
  pagination: paginationSchema,
  /** The product's seller (who may reply), so a signed-in seller sees the Reply button. */
  sellerId: z.string().nullable(),
});

/**
 * `GET /api/users/seller/:id/reviews?page=`: the approved reviews of every product a seller has in
 * the shop (designs and accessories), newest first, each naming its product, with the figures of
 * them all (the seller's public page lists them and counts accessories too).
 */
export const sellerReviewsQuerySchema = pageQuerySchema({ defaultLimit: REVIEWS_PAGE_SIZE });
export const sellerReviewSchema = publicReviewSchema.extend({
  product: z.object({
    type: z.enum(['tshirt', 'accessory']),
    id: z.string(),
    title: z.string(),
  }),
});
export const sellerReviewsResponseSchema = z.object({
  reviews: z.array(sellerReviewSchema),
  summary: ratingSummarySchema,
  pagination: paginationSchema,
});

/** `GET /api/admin/reviews?status=&page=`: newest first. */
export const adminReviewsQuerySchema = pageQuerySchema({
  defaultLimit: ADMIN_REVIEWS_PAGE_SIZE,
}).extend({ status: z.enum(REVIEW_STATUSES).default('pending') });

export const adminReviewSchema = publicReviewSchema.omit({ verifiedPurchase: true }).extend({
  status: z.enum(REVIEW_STATUSES),
  productType: z.enum(PRODUCT_TYPES),
  productId: z.string().nullable(),
  productTitle: z.string(),
  orderId: z.string(),
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});

export const adminReviewsResponseSchema = z.object({
  reviews: z.array(adminReviewSchema),
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  pagination: paginationSchema,
});

/**
 * `GET /api/reviews/mine`: what the buyer already reviewed (order id + product id), so /orders
 * shows "Write a review" only where it is still possible.
 */
export const myReviewSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  productId: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number(),
});
export const myReviewsResponseSchema = z.object({ reviews: z.array(myReviewSchema) });
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

/**
 * `POST /api/reviews` (201): the review as its buyer wrote it, waiting for approval; its first
 * six fields are the entry `GET /api/reviews/mine` lists.
 */
export const createdReviewSchema = myReviewSchema.extend({
  comment: z.string(),
  photos: z.array(reviewPhotoSchema),
  authorName: z.string(),
  createdAt: z.string(),
});

// The types inferred from these schemas, kept here rather than in reviews.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
export type PublicReview = z.infer<typeof publicReviewSchema>;
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
export type SellerReview = z.infer<typeof sellerReviewSchema>;
export type SellerReviewsResponse = z.infer<typeof sellerReviewsResponseSchema>;
export type AdminReview = z.infer<typeof adminReviewSchema>;
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;
export type MyReview = z.infer<typeof myReviewSchema>;
export type CreatedReview = z.infer<typeof createdReviewSchema>;
