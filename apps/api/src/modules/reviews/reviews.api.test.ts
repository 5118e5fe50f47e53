import { randomUUID } from 'node:crypto';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  UPLOAD_MESSAGES,
  type MyReviewsResponse,
  type Order,
} from '@campus-threads/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { GOOD_COMMENT, reviewsKit } from '../../../test/review-fixtures';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';

/**
 * Writing a review (docs/decisions/0052): only the buyer of a delivered order that holds
 * the product, once per purchase, with the contract's limits on the rating, the comment and the
 * photos.
 */
describe.each(testDatabaseKinds())('writing a review on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = reviewsKit(t);
  afterEach(async () => {
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
    await assertStockEquation(t.database);
  });
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let stranger: CreatedUser;
  let admin: CreatedUser;
  let teeId: string;
  let accessoryId: string;

  beforeAll(async () => {
    await trackInitialStock(t.database);
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
    buyer = await createUser(t.app, { fullName: 'Bina Buyer' });
    stranger = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    teeId = (await createDesign(t.app, seller.user._id)).id;
    accessoryId = (await createAccessory(t.app, seller.user._id, { stock: 20 })).id;
  });

  /** A new design of the seller's: each test reviews its own (one review per buyer per product). */
  const newTee = async () => (await createDesign(t.app, seller.user._id)).id;

  it('takes the buyer’s review of a delivered t-shirt once: waiting, by first name, listed as theirs', async () => {
    const order = await kit.deliveredOrder(buyer, admin, 'tshirt', teeId);
    const created = await kit.postReview(buyer, kit.reviewBody(order, { rating: 5 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      orderId: order._id,
      productType: 'tshirt',
      productId: teeId,
      status: 'pending',
      rating: 5,
      comment: GOOD_COMMENT,
      photos: [],
      // The delivery details' name (buildDeliveryDetails: Ananya Das), first name only.
      authorName: 'Ananya',
    });

    const again = await kit.postReview(buyer, kit.reviewBody(order, { rating: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const mine = await kit.call<MyReviewsResponse>('GET', '/api/reviews/mine', buyer.token);
    expect(mine.body.reviews).toEqual([
      {
        _id: created.body._id,
        orderId: order._id,
        productType: 'tshirt',
        productId: teeId,
        status: 'pending',
        rating: 5,
      },
    ]);
    expect(
      (await kit.call<MyReviewsResponse>('GET', '/api/reviews/mine', stranger.token)).body,
    ).toEqual({ reviews: [] });
    // Waiting for an admin: the product's figures have not moved.
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 0, reviewCount: 0 });
  });

  it('answers the same 404 for another user’s order, an order without the product and no order', async () => {
    const order = await kit.deliveredOrder(buyer, admin, 'tshirt', await newTee());
    const refusals = [
      [stranger, kit.reviewBody(order)],
      [admin, kit.reviewBody(order)],
      [seller, kit.reviewBody(order)],
      // The buyer, about a product this order does not hold, or of the other kind.
      [buyer, kit.reviewBody(order, { productType: 'accessory', productId: accessoryId })],
      [buyer, kit.reviewBody(order, { productType: 'accessory', productId: teeId })],
      [buyer, kit.reviewBody(order, { productId: randomUUID() })],
      [buyer, kit.reviewBody(order, { orderId: randomUUID() })],
      [buyer, kit.reviewBody(order, { orderId: 'not-an-id' })],
    ] as const;
    for (const [who, body] of refusals) {
      const refused = await kit.postReview(who, body);
      expect(refused.status, JSON.stringify(body)).toBe(404);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.purchaseNotFound);
    }
    const guest = await kit.call('POST', '/api/reviews', undefined, kit.reviewBody(order));
    expect(guest.status).toBe(401);
    // None of them made a review: the buyer's own still goes through.
    expect((await kit.postReview(buyer, kit.reviewBody(order))).status).toBe(201);
  });

  it('refuses a review until the order is delivered', async () => {
    const order = await kit.paidOrder(buyer, 'accessory', accessoryId);
    const early = await kit.postReview(buyer, kit.reviewBody(order));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(REVIEW_MESSAGES.notDelivered);
    for (const status of ['confirmed', 'shipped', 'out_for_delivery'] as const) {
      const moved = await kit.call<Order>('PATCH', `/api/orders/${order._id}/status`, admin.token, {
        status,
        remark: '',
        ...TEST_SHIPMENT,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const refused = await kit.postReview(buyer, kit.reviewBody(order));
      expect(refused.status, status).toBe(409);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.notDelivered);
    }
    // A stranger learns nothing more about an undelivered order than about any other.
    expect((await kit.postReview(stranger, kit.reviewBody(order))).status).toBe(404);
  });

  it('refuses a rating outside 1 to 5 and a comment under 10 or over 2,000 characters', async () => {
    const order = await kit.deliveredOrder(buyer, admin, 'accessory', accessoryId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: 6 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: 4.5 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: '5' }, 'rating', REVIEW_MESSAGES.ratingRange],
      [
        { comment: 'x'.repeat(REVIEW_LIMITS.commentMin - 1) },
        'comment',
        REVIEW_MESSAGES.commentLength,
      ],
      [
        { comment: 'x'.repeat(REVIEW_LIMITS.commentMax + 1) },
        'comment',
        REVIEW_MESSAGES.commentLength,
      ],
      [{ comment: '          ' }, 'comment', REVIEW_MESSAGES.commentRequired],
      [{ comment: undefined }, 'comment', REVIEW_MESSAGES.commentRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await kit.postReview(buyer, kit.reviewBody(order, overrides));
      expect(refused.status, JSON.stringify(overrides).slice(0, 60)).toBe(422);
      expect(refused.body.message).toBe(message);
      expect((refused.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe(field);
    }
    // The limits themselves are fine: 2,000 characters here, 10 on another purchase.
    const longest = await kit.postReview(
      buyer,
      kit.reviewBody(order, { rating: 1, comment: 'y'.repeat(REVIEW_LIMITS.commentMax) }),
    );
    expect(longest.status, JSON.stringify(longest.body).slice(0, 200)).toBe(201);
    // (Another product: one review per buyer per product, decision 0056.)
    const otherId = (await createAccessory(t.app, seller.user._id, { stock: 5 })).id;
    const other = await kit.deliveredOrder(buyer, admin, 'accessory', otherId);
    const shortest = await kit.postReview(
      buyer,
      kit.reviewBody(other, { rating: 5, comment: 'z'.repeat(REVIEW_LIMITS.commentMin) }),
    );
    expect(shortest.status).toBe(201);
  });

  it('takes up to three photos, each the buyer’s own upload to reviews', async () => {
    const order = await kit.deliveredOrder(buyer, admin, 'tshirt', await newTee());
    const own = await Promise.all([1, 2, 3, 4].map(() => kit.uploadedPhoto(buyer)));
    const tooMany = await kit.postReview(buyer, kit.reviewBody(order, { photos: own }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(REVIEW_MESSAGES.tooManyPhotos);

    const strangers = await kit.uploadedPhoto(stranger);
    const notMine = await kit.postReview(
      buyer,
      kit.reviewBody(order, { photos: [own[0], strangers] }),
    );
    expect(notMine.status).toBe(422);
    expect(notMine.body.message).toBe(UPLOAD_MESSAGES.unknownFile);
    const elsewhere = await kit.postReview(
      buyer,
      kit.reviewBody(order, { photos: [await kit.uploadedPhoto(buyer, 'tshirts')] }),
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toBe(UPLOAD_MESSAGES.wrongCategory);
    const unknown = await kit.postReview(
      buyer,
      kit.reviewBody(order, { photos: [`reviews/${buyer.user._id}/${randomUUID()}.webp`] }),
    );
    expect(unknown.status).toBe(422);

    const created = await kit.postReview(buyer, kit.reviewBody(order, { photos: own.slice(0, 3) }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.photos).toHaveLength(3);
    for (const [index, photo] of created.body.photos.entries()) {
      expect(photo.url).toBe(`/files/${own[index]}`);
      expect(photo.thumbnailUrl).toMatch(/^\/files\/reviews\/.+\.thumb\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: photo.thumbnailUrl });
      expect(served.statusCode).toBe(200);
    }
    // The photos are in use now: the uploads cleanup keeps them however old they get.
    await t.app.services.uploadCleanup.deleteUnused(Date.now() + 3 * 86_400_000);
    for (const photo of created.body.photos)
      expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });

  it('makes one review of two sent at once for the same purchase (the other is a 409)', async () => {
    const order = await kit.deliveredOrder(buyer, admin, 'tshirt', await newTee());
    const both = await Promise.all([
      kit.postReview(buyer, kit.reviewBody(order, { rating: 5 })),
      kit.postReview(buyer, kit.reviewBody(order, { rating: 2 })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
  });
});
