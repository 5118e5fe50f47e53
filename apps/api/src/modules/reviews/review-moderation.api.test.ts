import { randomUUID } from 'node:crypto';
import {
  averageRating,
  REVIEW_MESSAGES,
  type AdminReviewsResponse,
  type AuditListResponse,
  type NotificationsResponse,
} from '@campus-threads/contract';
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
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';

/**
 * Moderating reviews (docs/decisions/0052): a product's rating and count move only when
 * a review is approved or an approved one rejected, in the moderation's transaction, so two at
 * once both count; every move is audited and the buyer told.
 */
describe.each(testDatabaseKinds())('moderating reviews on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = reviewsKit(t);
  afterEach(async () => {
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
    await assertStockEquation(t.database);
  });
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    await trackInitialStock(t.database);
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
    buyer = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
  });

  /**
   * A review of `productType` `productId` with `rating`, by the buyer of a new delivered order: a
   * new buyer unless given (one review per buyer per product: decision 0056).
   */
  async function pendingReview(
    productType: 'tshirt' | 'accessory',
    id: string,
    rating: number,
    by?: CreatedUser,
  ) {
    const who = by ?? (await createUser(t.app));
    const order = await kit.deliveredOrder(who, admin, productType, id);
    return kit.writeReview(who, order, { rating });
  }

  it('moves a t-shirt’s rating and count on approval and on a later rejection, never otherwise', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    // A guest's read is cached (docs/decisions/0025): it must not keep the old figures.
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 0, reviewCount: 0 });
    const five = await pendingReview('tshirt', teeId, 5);
    const four = await pendingReview('tshirt', teeId, 4);
    const one = await pendingReview('tshirt', teeId, 1);
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 0, reviewCount: 0 });

    // Rejecting a pending review changes nothing.
    await kit.decide(admin, one._id, 'rejected', 'About the courier, not the tee');
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 0, reviewCount: 0 });

    await kit.decide(admin, five._id, 'approved');
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 5, reviewCount: 1 });
    await kit.decide(admin, four._id, 'approved');
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 4.5, reviewCount: 2 });
    // The same status again is no change (and no second audit entry or notice).
    await kit.decide(admin, four._id, 'approved');
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 4.5, reviewCount: 2 });

    // A later rejection of an approved review takes it out again.
    const rejected = await kit.decide(admin, five._id, 'rejected', 'Names a classmate');
    expect(rejected).toMatchObject({ status: 'rejected', moderationReason: 'Names a classmate' });
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 4, reviewCount: 1 });
    // And approving a rejected one counts it.
    await kit.decide(admin, one._id, 'approved');
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 2.5, reviewCount: 2 });

    // The seller's public page shows the same figures (it reads the same column).
    const page = await kit.call<{ tshirts: { _id: string; rating: number }[] }>(
      'GET',
      `/api/users/seller/${seller.user._id}`,
    );
    expect(page.body.tshirts.find((d) => d._id === teeId)?.rating).toBe(2.5);
  });

  it('keeps an accessory’s rating and count in its JSON, to one decimal', async () => {
    const accessoryId = (await createAccessory(t.app, seller.user._id, { stock: 10 })).id;
    const ratings = [5, 4, 4];
    const reviews = [];
    for (const rating of ratings)
      reviews.push(await pendingReview('accessory', accessoryId, rating));
    for (const review of reviews) await kit.decide(admin, review._id, 'approved');
    expect(await kit.figuresOf('accessory', accessoryId)).toEqual({
      rating: averageRating(ratings),
      reviewCount: 3,
    });
    expect(averageRating(ratings)).toBe(4.3);
    const listed = await kit.call<{ accessories: { _id: string; rating: number }[] }>(
      'GET',
      `/api/accessories?sellerId=${seller.user._id}`,
    );
    expect(listed.body.accessories.find((a) => a._id === accessoryId)?.rating).toBe(4.3);
  });

  it('counts every approval when several happen at once', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const ratings = [5, 3, 4, 2, 5];
    const reviews = [];
    for (const rating of ratings) reviews.push(await pendingReview('tshirt', teeId, rating));
    const moves = await Promise.all(
      reviews.map((review) => kit.moderate(admin, review._id, { status: 'approved' })),
    );
    expect(moves.map((m) => m.status)).toEqual(ratings.map(() => 200));
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({
      rating: averageRating(ratings),
      reviewCount: ratings.length,
    });
    // And rejections at once too.
    await Promise.all(
      reviews
        .slice(0, 3)
        .map((review) => kit.moderate(admin, review._id, { status: 'rejected', reason: 'Spam' })),
    );
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({
      rating: averageRating(ratings.slice(3)),
      reviewCount: 2,
    });
  });

  it('needs a reason to reject, and answers 404 for an unknown review', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const review = await pendingReview('tshirt', teeId, 3);
    for (const body of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }]) {
      const refused = await kit.moderate(admin, review._id, body);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.reasonRequired);
    }
    const unknownStatus = await kit.moderate(admin, review._id, { status: 'pending' });
    expect(unknownStatus.status).toBe(422);
    expect(unknownStatus.body.message).toBe(REVIEW_MESSAGES.statusRequired);
    const tooLong = await kit.moderate(admin, review._id, {
      status: 'rejected',
      reason: 'r'.repeat(501),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toBe(REVIEW_MESSAGES.reasonLength);
    for (const id of [randomUUID(), 'nope']) {
      const missing = await kit.moderate(admin, id, { status: 'approved' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    }
    // Not an admin: 403, and the review stays pending.
    const asSeller = await kit.moderate(seller, review._id, { status: 'approved' });
    expect(asSeller.status).toBe(403);
    const pending = await kit.call<AdminReviewsResponse>(
      'GET',
      '/api/admin/reviews?status=pending&limit=50',
      admin.token,
    );
    expect(pending.body.reviews.map((r) => r._id)).toContain(review._id);
  });

  it('audits each move, tells the buyer, and the seller when a review first goes live', async () => {
    const design = await createDesign(t.app, seller.user._id);
    const review = await pendingReview('tshirt', design.id, 4, buyer);
    await kit.decide(admin, review._id, 'approved');
    await kit.decide(admin, review._id, 'rejected', 'Shows a phone number');

    const audit = await kit.call<AuditListResponse>(
      'GET',
      `/api/admin/audit?entityType=review&entityId=${review._id}`,
      admin.token,
    );
    expect(audit.status).toBe(200);
    expect(
      audit.body.entries.map((e) => [e.action, e.before, e.after, e.actorName]).reverse(),
    ).toEqual([
      [
        'review.status',
        { status: 'pending', reason: null },
        { status: 'approved', reason: null },
        admin.user.fullName,
      ],
      [
        'review.status',
        { status: 'approved', reason: null },
        { status: 'rejected', reason: 'Shows a phone number' },
        admin.user.fullName,
      ],
    ]);

    const noticesOf = async (user: CreatedUser) =>
      (
        await kit.call<NotificationsResponse>('GET', '/api/notifications', user.token)
      ).body.notifications.filter((n) => n.type === 'REVIEW' || n.type === 'SELLER_REVIEW');
    const told = (await noticesOf(buyer)).map((n) => n.message);
    expect(told).toContain(REVIEW_MESSAGES.reviewApproved(design.title));
    expect(told).toContain(REVIEW_MESSAGES.reviewRejected(design.title, 'Shows a phone number'));
    // Once, though the review went live and then out again.
    const sellerTold = (await noticesOf(seller)).filter(
      (n) => n.productInfo?.name === design.title,
    );
    expect(sellerTold.map((n) => n.message)).toEqual([REVIEW_MESSAGES.newReview(design.title, 4)]);
    // The seller's own notice, opening the design's reviews (decision 0056).
    expect(sellerTold[0]).toMatchObject({
      type: 'SELLER_REVIEW',
      productInfo: { productType: 'tshirt', productId: design.id },
    });
  });

  it('lists one status at a time, newest first, with the count of each', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const before = await kit.call<AdminReviewsResponse>('GET', '/api/admin/reviews', admin.token);
    expect(before.status).toBe(200);
    const first = await pendingReview('tshirt', teeId, 2);
    const second = await pendingReview('tshirt', teeId, 3);
    const pending = await kit.call<AdminReviewsResponse>(
      'GET',
      '/api/admin/reviews?limit=1',
      admin.token,
    );
    expect(pending.body.counts.pending).toBe(before.body.counts.pending + 2);
    expect(pending.body.reviews).toHaveLength(1);
    expect(pending.body.reviews[0]).toMatchObject({
      _id: second._id,
      status: 'pending',
      productType: 'tshirt',
      productId: teeId,
      rating: 3,
      moderationReason: null,
      moderatedAt: null,
    });
    expect(pending.body.reviews[0]!.productTitle).toMatch(/^Test Tee/);
    expect(pending.body.pagination).toMatchObject({
      currentPage: 1,
      itemsPerPage: 1,
      totalItems: pending.body.counts.pending,
    });
    const next = await kit.call<AdminReviewsResponse>(
      'GET',
      '/api/admin/reviews?limit=1&page=2',
      admin.token,
    );
    expect(next.body.reviews[0]!._id).toBe(first._id);

    await kit.decide(admin, first._id, 'rejected', 'Off topic');
    const rejected = await kit.call<AdminReviewsResponse>(
      'GET',
      '/api/admin/reviews?status=rejected',
      admin.token,
    );
    expect(rejected.body.reviews[0]).toMatchObject({
      _id: first._id,
      moderationReason: 'Off topic',
    });
    expect(rejected.body.counts.rejected).toBe(before.body.counts.rejected + 1);
    const bad = await kit.call('GET', '/api/admin/reviews?status=hidden', admin.token);
    expect(bad.status).toBe(422);
  });
});
