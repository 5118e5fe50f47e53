import type {
  AdminReview,
  CreatedReview,
  MyReview,
  ProductType,
  PublicReview,
  ReviewStatus,
} from '@campus-threads/contract';
import type { ReviewRow } from '../../db/schema/reviews';
import { fileUrl, thumbnailUrl } from '../../lib/file-urls';

/** The product a review is of: its kind and id. */
export function productOf(row: Pick<ReviewRow, 'productType' | 'designId' | 'accessoryId'>): {
  type: ProductType;
  id: string;
} {
  const type = row.productType as ProductType;
  return { type, id: (type === 'tshirt' ? row.designId : row.accessoryId)! };
}

function photosOf(row: ReviewRow) {
  return row.photoKeys.map((key) => ({ url: fileUrl(key), thumbnailUrl: thumbnailUrl(key) }));
}

/** A review as shoppers see it: the buyer's first name only (copied when written), never more. */
export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    photos: photosOf(row),
    authorName: row.authorName,
    verifiedPurchase: true,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply !== null && row.repliedAt
        ? { text: row.reply, createdAt: row.repliedAt.toISOString() }
        : null,
  };
}

/** What the buyer's /orders needs to know of their own review. */
export function toMyReview(row: ReviewRow): MyReview {
  return {
    _id: row.id,
    orderId: row.orderId,
    productType: row.productType as ProductType,
    productId: productOf(row).id,
    status: row.status as ReviewStatus,
    rating: row.rating,
  };
}

export function toCreatedReview(row: ReviewRow): CreatedReview {
  return {
    ...toMyReview(row),
    comment: row.comment,
    photos: photosOf(row),
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin tab's review: the public one with its status, product and moderation. */
export function toAdminReview(row: ReviewRow, productTitle: string): AdminReview {
  const { verifiedPurchase: _verified, ...shown } = toPublicReview(row);
  return {
    ...shown,
    status: row.status as ReviewStatus,
    productType: row.productType as ProductType,
    productId: productOf(row).id,
    productTitle,
    orderId: row.orderId,
    moderationReason: row.moderationReason,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}
