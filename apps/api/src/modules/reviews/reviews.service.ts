import type { Db } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrdersService } from '../orders/orders.service';
import { createReviewReads } from './review-reads';
import { createReviewModeration } from './review-moderation';
import { createReviewReminders } from './review-reminders';
import { createReviewWriting, type AssertUploadedBy } from './review-writing';
import { createSellerReviews } from './seller-reviews';

export type ReviewsService = ReturnType<typeof createReviewsService>;

/**
 * Reviews from verified buyers (docs/decisions/0052), made of four by job: writing (the buyer's
 * review, the seller's reply), reading (a product's page, the buyer's own), moderation (the
 * admins' tab, which keeps the products' ratings in step) and the reminder job; a seller's public
 * reviews read across their products.
 */
export function createReviewsService(deps: {
  db: Db;
  orders: Pick<OrdersService, 'getById'>;
  notifications: Pick<NotificationsService, 'notify'>;
  assertUploadedBy: AssertUploadedBy;
  /** Drops the catalogue's cached answers here and in every other process (a rating moved). */
  catalogChanged: () => void;
}) {
  const { db, orders, notifications, assertUploadedBy, catalogChanged } = deps;
  return {
    ...createReviewWriting({ db, orders, assertUploadedBy, catalogChanged, notifications }),
    ...createReviewReads(db),
    ...createSellerReviews(db),
    ...createReviewModeration({ db, notifications, catalogChanged }),
    ...createReviewReminders({ db, notifications }),
  };
}
