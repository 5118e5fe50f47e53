import {
  REVIEW_MESSAGES,
  reviewerFirstName,
  type CreateReviewInput,
  type CreatedReview,
  type PublicReview,
  type UploadCategory,
} from '@campus-threads/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditActor } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrdersService } from '../orders/orders.service';
import { returnedQuantities } from '../returns/returned-lines';
import { activeAdminIds } from '../users/admin-ids';
import { findProduct, ofProduct } from './review-products';
import { productOf, toCreatedReview, toPublicReview } from './review-presenter';

/**
 * The signed-in buyer (AuthUser fits): their id, their name when the order has none, and whether
 * they are an admin (the shop does not review its own products).
 */
export type Reviewer = AuditActor & { isAdmin?: boolean };

export type AssertUploadedBy = (
  userId: string,
  fileKeys: readonly string[],
  category: UploadCategory,
) => Promise<void>;

/**
 * Writing reviews (docs/decisions/0052): the buyer's review of a product of a delivered order,
 * and the seller's one reply.
 */
export function createReviewWriting(deps: {
  db: Db;
  orders: Pick<OrdersService, 'getById'>;
  /** The uploads module's check that every photo is the writer's own finished upload. */
  assertUploadedBy: AssertUploadedBy;
  /** A change shoppers see: the catalogue's cached answers are dropped in every process. */
  catalogChanged: () => void;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { db, orders, assertUploadedBy, catalogChanged, notifications } = deps;

  /**
   * No one reviews their own product: its seller never, and no admin a product the shop made (one
   * an admin sells), since the shop does not rate itself (decision 0056).
   */
  async function refuseOwnProduct(author: Reviewer, sellerId: string): Promise<void> {
    if (sellerId === author.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownProduct);
    if (author.isAdmin && (await activeAdminIds(db)).includes(sellerId))
      throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownProduct);
  }

  /**
   * POST /api/reviews. Someone else's order, or one without the product, is the same 404 as a
   * missing order (no one learns what others bought); an order not yet delivered is a 409, and so
   * is a second review of the same product by the same buyer, from any order (the unique
   * `reviews_buyer_product` index decides a race), and one of a purchase returned in full. The
   * product's own seller (or, for the shop's products, an admin) is a 403.
   */
  async function create(
    author: Reviewer,
    input: CreateReviewInput,
    now: Date = new Date(),
  ): Promise<CreatedReview> {
    const notFound = () => new AppError('NOT_FOUND', REVIEW_MESSAGES.purchaseNotFound);
    if (!isUuid(input.orderId) || !isUuid(input.productId)) throw notFound();
    const order = await orders.getById(input.orderId);
    if (!order || order.userId !== author.id) throw notFound();
    const lines = order.items.filter(
      (item) =>
        item.productType === input.productType &&
        (item.productType === 'tshirt' ? item.tshirtId : item.accessoryId) === input.productId,
    );
    if (lines.length === 0) throw notFound();
    if (order.status !== 'delivered') throw new AppError('CONFLICT', REVIEW_MESSAGES.notDelivered);

    const ref = { type: input.productType, id: input.productId };
    const [product, [earlier], returned] = await Promise.all([
      findProduct(db, ref),
      // One review per buyer and product, whichever order it came from (decision 0056).
      db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.userId, author.id), ofProduct(ref)))
        .limit(1),
      returnedQuantities(
        db,
        lines.map((line) => line._id),
      ),
    ]);
    if (!product) throw notFound();
    await refuseOwnProduct(author, product.sellerId);
    if (earlier) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
    if (lines.every((line) => (returned.get(line._id) ?? 0) >= line.quantity))
      throw new AppError('CONFLICT', REVIEW_MESSAGES.returned);
    const photoKeys = [...new Set(input.photos ?? [])];
    await assertUploadedBy(author.id, photoKeys, 'reviews');

    try {
      const [row] = await db
        .insert(reviews)
        .values({
          orderId: order._id,
          userId: author.id,
          productType: ref.type,
          designId: ref.type === 'tshirt' ? ref.id : null,
          accessoryId: ref.type === 'accessory' ? ref.id : null,
          sellerId: product.sellerId,
          rating: input.rating,
          comment: input.comment,
          photoKeys,
          authorName: reviewerFirstName(order.deliveryDetails.fullName || author.row.fullName),
          createdAt: now,
        })
        .returning();
      return toCreatedReview(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
  }

  /**
   * POST /api/reviews/{id}/reply: the product's seller answers an approved review, once. One
   * conditional update decides it (two replies at once: one wins); a refusal reads why.
   */
  async function reply(
    seller: { id: string },
    id: string,
    text: string,
    now: Date = new Date(),
  ): Promise<PublicReview> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    // The reply and the buyer's notice (bell and e-mail) land together (decision 0056).
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(reviews)
        .set({ reply: text, repliedAt: now })
        .where(
          and(
            eq(reviews.id, id),
            eq(reviews.sellerId, seller.id),
            eq(reviews.status, 'approved'),
            isNull(reviews.reply),
          ),
        )
        .returning();
      if (!updated) return undefined;
      const product = await findProduct(tx, productOf(updated));
      const title = product?.title ?? '';
      await notifications.notify(
        [
          {
            userId: updated.userId,
            type: 'REVIEW',
            message: REVIEW_MESSAGES.sellerReplied(title),
            orderId: updated.orderId,
            productInfo: { name: title, imageKey: product?.imageKey ?? null },
          },
        ],
        tx,
      );
      return updated;
    });
    if (row) {
      catalogChanged();
      return toPublicReview(row);
    }
    const [current] = await db
      .select({
        sellerId: reviews.sellerId,
        status: reviews.status,
        replied: sql<boolean>`${reviews.reply} is not null`,
      })
      .from(reviews)
      .where(eq(reviews.id, id));
    if (!current) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    if (current.sellerId !== seller.id)
      throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notYourProduct);
    if (current.status !== 'approved')
      throw new AppError('CONFLICT', REVIEW_MESSAGES.replyNotApproved);
    throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
  }

  return { create, reply };
}
