import { REVIEW_MESSAGES, REVIEW_REMINDER_DAYS } from '@campus-threads/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewReminders, reviews } from '../../db/schema/reviews';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';
import { deliveredOrdersBetween, type DeliveredOrder } from '../orders/delivered-orders';

/** How often server.ts runs `remindDue`: a reminder comes within minutes of its day. */
export const REVIEW_REMINDER_INTERVAL_MS = 10 * 60_000;

/**
 * How many days past its day an order is still reminded: a process down for a while catches up,
 * and orders delivered long before (back-filled `delivered_at`) are never reminded at all.
 */
const REMINDER_LOOKBACK_DAYS = 7;
const REMINDER_BATCH = 100;
const DAY_MS = 86_400_000;

/**
 * The reminder to review a delivered order (docs/decisions/0052), sent once per order by a job
 * every API process runs. Its `review_reminders` row, inserted `on conflict do nothing` in the
 * notification's transaction, is the "once": a second process's insert waits for the first's
 * commit and then claims nothing. An order whose every product already has a review gets the row
 * and no notification, so it is not looked at again.
 */
export function createReviewReminders(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { db, notifications } = deps;

  /**
   * The products these buyers already reviewed, from any order, as `userId:productId` (one review
   * per buyer per product: a second order of it is not a reason to ask again, decision 0056).
   */
  async function reviewedBy(userIds: readonly string[]): Promise<Set<string>> {
    const rows = await db
      .select({
        userId: reviews.userId,
        productId: sql<string>`coalesce(${reviews.designId}, ${reviews.accessoryId})`,
      })
      .from(reviews)
      .where(inArray(reviews.userId, [...new Set(userIds)]));
    return new Set(rows.map((r) => `${r.userId}:${r.productId}`));
  }

  function reminderFor(order: DeliveredOrder, reviewed: Set<string>): NewNotification | null {
    const line = order.lines.find((l) => {
      const productId = l.designId ?? l.accessoryId;
      return productId !== null && !reviewed.has(`${order.userId}:${productId}`);
    });
    if (!line) return null;
    return {
      userId: order.userId,
      type: 'REVIEW',
      message: REVIEW_MESSAGES.reminder(line.title),
      orderId: order.id,
      productInfo: { name: line.title, imageKey: line.imageKey },
    };
  }

  /** One pass: reminds every order delivered REVIEW_REMINDER_DAYS ago; answers how many. */
  async function remindDue(now: Date = new Date()): Promise<number> {
    const until = new Date(now.getTime() - REVIEW_REMINDER_DAYS * DAY_MS);
    const after = new Date(until.getTime() - REMINDER_LOOKBACK_DAYS * DAY_MS);
    let sent = 0;
    for (;;) {
      const due = await deliveredOrdersBetween(db, {
        after,
        until,
        limit: REMINDER_BATCH,
        excluding: (orderId) =>
          sql`not exists (select 1 from ${reviewReminders} where ${reviewReminders.orderId} = ${orderId})`,
      });
      if (due.length === 0) break;
      const reviewed = await reviewedBy(due.map((o) => o.userId));
      sent += await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(reviewReminders)
          .values(due.map((o) => ({ orderId: o.id, sentAt: now })))
          .onConflictDoNothing()
          .returning({ orderId: reviewReminders.orderId });
        const mine = new Set(claimed.map((c) => c.orderId));
        const told = due
          .filter((o) => mine.has(o.id))
          .flatMap((o) => reminderFor(o, reviewed) ?? []);
        await notifications.notify(told, tx);
        return told.length;
      });
      if (due.length < REMINDER_BATCH) break;
    }
    return sent;
  }

  return { remindDue };
}
