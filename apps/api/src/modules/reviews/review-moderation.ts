import {
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  type AdminReview,
  type AdminReviewsResponse,
  type ModerateReviewInput,
  type ReviewStatus,
} from '@campus-threads/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, type ReviewRow } from '../../db/schema/reviews';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';
import { findProduct, findProducts, productKey, refreshRating } from './review-products';
import { productOf, toAdminReview } from './review-presenter';

/**
 * The admins' side of reviews (docs/decisions/0052): the tab of reviews by status, and approving
 * or rejecting one, audited, with the buyer told. Only a change of what is approved (approving,
 * or rejecting an approved review) recomputes the product's rating and count, in the same
 * transaction, and drops the catalogue's cached answers.
 */
export function createReviewModeration(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  catalogChanged: () => void;
}) {
  const { db, notifications, catalogChanged } = deps;

  async function withTitles(rows: readonly ReviewRow[]): Promise<AdminReview[]> {
    const products = await findProducts(db, rows.map(productOf));
    return rows.map((row) =>
      toAdminReview(row, products.get(productKey(productOf(row)))?.title ?? ''),
    );
  }

  /** GET /api/admin/reviews: one status's reviews, newest first, with every status's count. */
  async function list(query: {
    status: ReviewStatus;
    page: number;
    limit: number;
  }): Promise<AdminReviewsResponse> {
    const { status, page, limit } = query;
    const [rows, perStatus] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(eq(reviews.status, status))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
    ]);
    const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<
      ReviewStatus,
      number
    >;
    for (const { status: s, n } of perStatus) if (s in counts) counts[s as ReviewStatus] = n;
    return {
      reviews: await withTitles(rows),
      counts,
      pagination: toPagination(page, limit, counts[status]),
    };
  }

  /**
   * PATCH /api/admin/reviews/{id}: approve, or reject with a reason. The review's row is locked
   * first, then the product's (by refreshRating), so two moderations of one product both count.
   * The same status again changes nothing.
   */
  async function moderate(
    actor: AuditActor,
    id: string,
    body: ModerateReviewInput,
    now: Date = new Date(),
  ): Promise<AdminReview> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    const recounted = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
      if (current.status === body.status) return false;
      const reason = body.status === 'rejected' ? (body.reason ?? '') : null;
      await tx
        .update(reviews)
        .set({
          status: body.status,
          moderationReason: reason,
          moderatedBy: actor.id,
          moderatedAt: now,
        })
        .where(eq(reviews.id, id));
      const ref = productOf(current);
      const shownChanges = current.status === 'approved' || body.status === 'approved';
      if (shownChanges) await refreshRating(tx, ref);
      await recordAudit(tx, actor, {
        action: 'review.status',
        entityType: 'review',
        entityId: id,
        before: { status: current.status, reason: current.moderationReason },
        after: { status: body.status, reason },
      });

      const product = await findProduct(tx, ref);
      const title = product?.title ?? '';
      const productInfo = { name: title, imageKey: product?.imageKey ?? null };
      const told: NewNotification[] = [
        {
          userId: current.userId,
          type: 'REVIEW',
          message:
            body.status === 'approved'
              ? REVIEW_MESSAGES.reviewApproved(title)
              : REVIEW_MESSAGES.reviewRejected(title, reason ?? ''),
          orderId: current.orderId,
          productInfo,
        },
      ];
      // The seller hears of a review when it first goes live: then they may answer it.
      if (
        current.status === 'pending' &&
        body.status === 'approved' &&
        current.sellerId &&
        current.sellerId !== current.userId
      )
        told.push({
          userId: current.sellerId,
          type: 'SELLER_REVIEW',
          message: REVIEW_MESSAGES.newReview(title, current.rating),
          // Opens the product's reviews, where the seller replies (decision 0056).
          productInfo: { ...productInfo, productType: ref.type, productId: ref.id },
        });
      await notifications.notify(told, tx);
      return shownChanges;
    });
    if (recounted) catalogChanged();
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    return (await withTitles([row!]))[0]!;
  }

  return { list, moderate };
}
