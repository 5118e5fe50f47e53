import { REVIEW_MESSAGES, REVIEW_REMINDER_DAYS } from '@campus-threads/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { reviewsKit } from '../../../test/review-fixtures';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { orders } from '../../db/schema/orders';
import { reviewReminders } from '../../db/schema/reviews';
import { createReviewsService } from './reviews.service';

const DAY_MS = 86_400_000;

/**
 * The reminder to review (docs/decisions/0052): once per delivered order,
 * REVIEW_REMINDER_DAYS after delivery, by a job every API process runs; none for an order whose
 * every product was already reviewed.
 */
describe.each(testDatabaseKinds())('review reminders on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = reviewsKit(t);
  afterEach(async () => {
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });
  let seller: CreatedUser;
  let admin: CreatedUser;
  let teeId: string;
  let teeTitle: string;
  let accessoryId: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id);
    teeId = tee.id;
    teeTitle = tee.title;
    accessoryId = (await createAccessory(t.app, seller.user._id, { stock: 20 })).id;
  });

  const reviewNotices = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'REVIEW')));

  /** When the order was delivered, as recorded by the move to delivered. */
  async function deliveredAt(orderId: string): Promise<Date> {
    const [row] = await t.database.db
      .select({ at: orders.deliveredAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row?.at).toBeInstanceOf(Date);
    return row!.at!;
  }

  it('reminds the buyer once, REVIEW_REMINDER_DAYS after delivery, when two processes run the job at once', async () => {
    const buyer = await createUser(t.app);
    const order = await kit.deliveredOrder(buyer, admin, 'tshirt', teeId);
    const delivered = await deliveredAt(order._id);
    const { remindDue } = t.app.services.reviews;

    // A day early: nothing.
    expect(
      await remindDue(new Date(delivered.getTime() + (REVIEW_REMINDER_DAYS - 1) * DAY_MS)),
    ).toBe(0);
    expect(await reviewNotices(buyer.user._id)).toEqual([]);

    // A second API process: its own service on the same database.
    const other = createReviewsService({
      db: t.database.db,
      orders: t.app.services.orders,
      notifications: t.app.services.notifications,
      assertUploadedBy: t.app.services.uploads.assertUploadedBy,
      catalogChanged: () => {},
    });
    const due = new Date(delivered.getTime() + REVIEW_REMINDER_DAYS * DAY_MS + 60_000);
    const runs = await Promise.all([
      remindDue(due),
      other.remindDue(due),
      remindDue(due),
      other.remindDue(due),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const told = await reviewNotices(buyer.user._id);
    expect(told.map((n) => [n.message, n.orderId])).toEqual([
      [REVIEW_MESSAGES.reminder(teeTitle), order._id],
    ]);
    // It goes out by e-mail too (the outbox's `review` mail).
    const mails = await t.database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, buyer.user.email));
    expect(mails.map((m) => m.kind)).toContain('review');

    // Later runs find nothing left to do.
    expect(await remindDue(new Date(due.getTime() + DAY_MS))).toBe(0);
    expect(await reviewNotices(buyer.user._id)).toHaveLength(1);
  });

  it('names the first product not yet reviewed, and skips an order with every product reviewed', async () => {
    const otherAccessory = await createAccessory(t.app, seller.user._id, { stock: 20 });
    const reviewed = await createUser(t.app);
    const done = await kit.deliveredOrder(reviewed, admin, 'accessory', accessoryId);
    await kit.writeReview(reviewed, done);
    const half = await createUser(t.app);
    // One order of the seller's two accessories; the first is reviewed already.
    const [waiting] = await kit.paidOrders(half, [
      { productType: 'accessory', productId: accessoryId },
      { productType: 'accessory', productId: otherAccessory.id },
    ]);
    expect(waiting!.items).toHaveLength(2);
    await kit.deliver(waiting!._id, admin);
    const [first, second] = waiting!.items;
    await kit.writeReview(half, waiting!, {
      productType: 'accessory',
      productId: first!.accessoryId,
    });

    const due = new Date(
      (await deliveredAt(waiting!._id)).getTime() + REVIEW_REMINDER_DAYS * DAY_MS + 60_000,
    );
    expect(await t.app.services.reviews.remindDue(due)).toBe(1);
    expect(await reviewNotices(reviewed.user._id)).toEqual([]);
    expect((await reviewNotices(half.user._id)).map((n) => [n.message, n.orderId])).toEqual([
      [REVIEW_MESSAGES.reminder(second!.title), waiting!._id],
    ]);
    // The reviewed order is settled too: it is not looked at again.
    const settled = await t.database.db
      .select({ orderId: reviewReminders.orderId })
      .from(reviewReminders)
      .where(inArray(reviewReminders.orderId, [done._id, waiting!._id]));
    expect(settled.map((r) => r.orderId).sort()).toEqual([done._id, waiting!._id].sort());
  });

  it('leaves alone an order delivered long before, and one never delivered', async () => {
    const buyer = await createUser(t.app);
    const old = await kit.deliveredOrder(buyer, admin, 'tshirt', teeId);
    const pending = await kit.paidOrder(buyer, 'tshirt', teeId);
    const now = new Date();
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(now.getTime() - 60 * DAY_MS) })
      .where(eq(orders.id, old._id));
    // Due for an order delivered now: neither of these is.
    await t.app.services.reviews.remindDue(
      new Date(now.getTime() + REVIEW_REMINDER_DAYS * DAY_MS + 60_000),
    );
    expect(await reviewNotices(buyer.user._id)).toEqual([]);
    expect(pending.status).toBe('pending');
  });
});
