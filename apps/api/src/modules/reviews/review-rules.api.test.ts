import {
  REVIEW_MESSAGES,
  type NotificationsResponse,
  type PublicReview,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
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
import { accessoryItem, returnsKit } from '../../../test/returns-fixtures';

/**
 * Who may review what (docs/decisions/0056): no one their own product (the shop's own
 * included), one review per buyer per product whatever the orders, none of a purchase returned in
 * full; and the buyer hears of the seller's reply.
 */
describe.each(testDatabaseKinds())('review rules on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = reviewsKit(t);
  const returns = returnsKit(t);
  afterEach(async () => {
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;
  let otherAdmin: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
    buyer = await createUser(t.app, { fullName: 'Bina Buyer' });
    admin = await createAdmin(t.app, t.database.db);
    otherAdmin = await createAdmin(t.app, t.database.db);
  });

  it('refuses a seller’s review of their own product, and any admin’s of the shop’s own', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const own = await kit.deliveredOrder(seller, admin, 'tshirt', teeId);
    const refused = await kit.postReview(seller, kit.reviewBody(own));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REVIEW_MESSAGES.ownProduct);

    const shopGoodsId = (await createAccessory(t.app, admin.user._id, { stock: 5 })).id;
    for (const who of [admin, otherAdmin]) {
      const order = await kit.deliveredOrder(who, admin, 'accessory', shopGoodsId);
      const shop = await kit.postReview(who, kit.reviewBody(order));
      expect(shop.status).toBe(403);
      expect(shop.body.message).toBe(REVIEW_MESSAGES.ownProduct);
    }
    // An admin may still review a seller's product they bought, and a buyer the shop's.
    const bought = await kit.deliveredOrder(admin, admin, 'tshirt', teeId);
    expect((await kit.postReview(admin, kit.reviewBody(bought))).status).toBe(201);
    const shopBuy = await kit.deliveredOrder(buyer, admin, 'accessory', shopGoodsId);
    expect((await kit.postReview(buyer, kit.reviewBody(shopBuy))).status).toBe(201);
  });

  it('takes one review per buyer per product: a second order of it is a 409, rated once', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const first = await kit.deliveredOrder(buyer, admin, 'tshirt', teeId);
    const second = await kit.deliveredOrder(buyer, admin, 'tshirt', teeId);
    const written = await kit.writeReview(buyer, first, { rating: 5 });
    const again = await kit.postReview(buyer, kit.reviewBody(second, { rating: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    await kit.decide(admin, written._id, 'approved');
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('refuses a review of a purchase returned in full and refunded', async () => {
    const goodsId = (await createAccessory(t.app, seller.user._id, { stock: 10 })).id;
    const order = await returns.delivered(buyer, admin, accessoryItem(goodsId));
    const request = await returns.asked(buyer, order._id, {
      type: 'return',
      reason: 'It did not fit my bag at all',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
    });
    // Asked, not yet back: still the buyer's to review later; once received and refunded, never.
    for (const status of ['approved', 'received'] as const) {
      const moved = await returns.decide(seller, request._id, { status });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const refused = await kit.postReview(buyer, kit.reviewBody(order));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REVIEW_MESSAGES.returned);
  });

  it('tells the buyer (bell and e-mail) when the seller replies to their review', async () => {
    const design = await createDesign(t.app, seller.user._id);
    const order = await kit.deliveredOrder(buyer, admin, 'tshirt', design.id);
    const review = await kit.writeReview(buyer, order);
    await kit.decide(admin, review._id, 'approved');
    const replied = await kit.call<PublicReview>(
      'POST',
      `/api/reviews/${review._id}/reply`,
      seller.token,
      { text: 'Thank you, wear it well!' },
    );
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    const notices = await kit.call<NotificationsResponse>('GET', '/api/notifications', buyer.token);
    const told = notices.body.notifications.find(
      (n) => n.message === REVIEW_MESSAGES.sellerReplied(design.title),
    );
    expect(told).toMatchObject({ type: 'REVIEW', orderId: order._id });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, buyer.user.email));
    expect(
      mails.some(
        (m) => m.kind === 'review' && m.text.includes(REVIEW_MESSAGES.sellerReplied(design.title)),
      ),
    ).toBe(true);
  });
});
