import { randomUUID } from 'node:crypto';
import {
  CATALOG_MESSAGES,
  REVIEW_MESSAGES,
  type ProductReviewsResponse,
  type PublicReview,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
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
import { reviews } from '../../db/schema/reviews';
import { accessories } from '../../db/schema/accessories';

/**
 * A product's reviews (docs/decisions/0052): approved ones only, newest first, a page at a
 * time, by first name with "Verified purchase" and never an email or phone; the product's seller
 * answers each once.
 */
describe.each(testDatabaseKinds())('a product’s reviews on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = reviewsKit(t);
  afterEach(async () => {
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
    otherSeller = await createUser(t.app);
    buyer = await createUser(t.app, { fullName: 'Ritika Rongpi', phone: '9812345678' });
    admin = await createAdmin(t.app, t.database.db);
  });

  const listOf = (path: string, query = '', token?: string) =>
    kit.call<ProductReviewsResponse>('GET', `${path}/reviews${query}`, token);

  /**
   * A delivered order's review, dated `minutesAgo`, in `status`: by the buyer for the first of a
   * product, then by new buyers (one review per buyer per product: decision 0056).
   */
  const reviewed = new Set<string>();
  async function review(
    productType: 'tshirt' | 'accessory',
    productId: string,
    rating: number,
    minutesAgo: number,
    status: 'approved' | 'rejected' | 'pending' = 'approved',
  ) {
    const by = reviewed.has(productId) ? await createUser(t.app) : buyer;
    reviewed.add(productId);
    const order = await kit.deliveredOrder(by, admin, productType, productId);
    const written = await kit.writeReview(by, order, {
      rating,
      comment: `Review number ${minutesAgo}: the fit is true to size.`,
    });
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(reviews.id, written._id));
    if (status !== 'pending')
      await kit.decide(admin, written._id, status, status === 'rejected' ? 'Spam' : undefined);
    return written;
  }

  it('shows approved reviews only, newest first, a page at a time, by first name only', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const path = `/api/tshirts/${teeId}`;
    const empty = await listOf(path);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      reviews: [],
      summary: {
        rating: 0,
        reviewCount: 0,
        distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      },
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 5 },
      sellerId: seller.user._id,
    });

    const oldest = await review('tshirt', teeId, 5, 30);
    const middle = await review('tshirt', teeId, 4, 20);
    const newest = await review('tshirt', teeId, 4, 10);
    const rejected = await review('tshirt', teeId, 1, 5, 'rejected');
    const pending = await review('tshirt', teeId, 2, 1, 'pending');

    const first = await listOf(path, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.reviews.map((r) => r._id)).toEqual([newest._id, middle._id]);
    expect(first.body.summary).toEqual({
      rating: 4.3,
      reviewCount: 3,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
    });
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 3,
      itemsPerPage: 2,
    });
    const second = await listOf(path, '?limit=2&page=2');
    expect(second.body.reviews.map((r) => r._id)).toEqual([oldest._id]);
    // The product's own figures are the same as the summary's.
    expect(await kit.figuresOf('tshirt', teeId)).toEqual({ rating: 4.3, reviewCount: 3 });

    const shown: PublicReview = first.body.reviews[0]!;
    expect(shown).toEqual({
      _id: newest._id,
      rating: 4,
      comment: 'Review number 10: the fit is true to size.',
      photos: [],
      // The delivery details' name (buildDeliveryDetails), never more than the first name.
      authorName: 'Ananya',
      verifiedPurchase: true,
      createdAt: expect.any(String),
      reply: null,
    });
    const text = JSON.stringify([first.body, second.body]);
    for (const secret of [
      buyer.user.email,
      buyer.user.phone,
      'ananya@example.com',
      '98765 43210',
      'Das',
      'Rongpi',
      buyer.user._id,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(rejected._id);
    expect(text).not.toContain(pending._id);

    const tooMany = await listOf(path, '?limit=500');
    expect(tooMany.status).toBe(422);
  });

  it('answers 404 for an unknown product, and shows an inactive accessory’s only to its seller', async () => {
    for (const path of [
      `/api/tshirts/${randomUUID()}`,
      `/api/accessories/${randomUUID()}`,
      '/api/tshirts/not-an-id',
    ]) {
      const missing = await listOf(path);
      expect(missing.status, path).toBe(404);
    }
    expect((await listOf(`/api/tshirts/${randomUUID()}`)).body.message).toBe(
      CATALOG_MESSAGES.tshirtNotFound,
    );

    const accessoryId = (await createAccessory(t.app, seller.user._id, { stock: 5 })).id;
    await review('accessory', accessoryId, 3, 3);
    const path = `/api/accessories/${accessoryId}`;
    expect((await listOf(path)).body.summary.reviewCount).toBe(1);
    await t.database.db
      .update(accessories)
      .set({ status: 'inactive' })
      .where(eq(accessories.id, accessoryId));
    // Written straight to the table: drop the cached answers as the accessory's edit would.
    t.app.services.catalogReads.clear();
    const guest = await listOf(path);
    expect(guest.status).toBe(404);
    expect(guest.body.message).toBe(CATALOG_MESSAGES.accessoryNotFound);
    expect((await listOf(path, '', buyer.token)).status).toBe(404);
    expect((await listOf(path, '', seller.token)).status).toBe(200);
    expect((await listOf(path, '', admin.token)).status).toBe(200);
  });

  it('lets only the product’s seller reply, once, and only to an approved review', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const path = `/api/tshirts/${teeId}`;
    const approved = await review('tshirt', teeId, 5, 2);
    const pending = await review('tshirt', teeId, 3, 1, 'pending');
    const replyTo = (id: string, user: CreatedUser, text = 'Thank you, wear it well!') =>
      kit.call<PublicReview>('POST', `/api/reviews/${id}/reply`, user.token, { text });
    // The cached guest answer before any reply: it must not outlive the reply.
    expect((await listOf(path)).body.reviews[0]!.reply).toBeNull();

    for (const someone of [otherSeller, buyer, admin]) {
      const refused = await replyTo(approved._id, someone);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.notYourProduct);
    }
    const early = await replyTo(pending._id, seller);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(REVIEW_MESSAGES.replyNotApproved);
    const short = await replyTo(approved._id, seller, 'x');
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(REVIEW_MESSAGES.replyLength);
    const missing = await replyTo(randomUUID(), seller);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(REVIEW_MESSAGES.reviewNotFound);

    const replied = await replyTo(approved._id, seller, '  Thank you, wear it well!  ');
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.reply).toEqual({
      text: 'Thank you, wear it well!',
      createdAt: expect.any(String),
    });
    const twice = await replyTo(approved._id, seller, 'Another thought');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(REVIEW_MESSAGES.alreadyReplied);

    const shown = await listOf(path);
    expect(shown.body.reviews[0]).toMatchObject({
      _id: approved._id,
      reply: { text: 'Thank you, wear it well!' },
    });
  });

  it('makes one reply of two sent at once', async () => {
    const teeId = (await createDesign(t.app, seller.user._id)).id;
    const approved = await review('tshirt', teeId, 4, 1);
    const both = await Promise.all(
      ['First answer', 'Second answer'].map((text) =>
        kit.call('POST', `/api/reviews/${approved._id}/reply`, seller.token, { text }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
