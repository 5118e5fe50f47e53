import type { SellerProfile, SellerReviewsResponse } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { reviewsKit } from '../../../test/review-fixtures';
import { designs } from '../../db/schema/designs';
import { reviews } from '../../db/schema/reviews';

/**
 * A seller's public page: the approved reviews of all their products in the shop, t-shirts
 * and accessories, newest first a page at a time, each naming its product, and the page's rating and
 * count over all of them; another seller's, pending or rejected reviews are not theirs to show.
 */
describe.each(testDatabaseKinds())('a seller’s public reviews on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = reviewsKit(t);
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
    otherSeller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
  });

  async function review(
    productType: 'tshirt' | 'accessory',
    productId: string,
    rating: number,
    minutesAgo: number,
    status: 'approved' | 'rejected' | 'pending' = 'approved',
  ) {
    const buyer = await createUser(t.app, { fullName: `Buyer ${minutesAgo} Das` });
    const order = await kit.deliveredOrder(buyer, admin, productType, productId);
    const written = await kit.writeReview(buyer, order, {
      rating,
      comment: `Review ${minutesAgo}: exactly as pictured.`,
    });
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(reviews.id, written._id));
    if (status !== 'pending')
      await kit.decide(admin, written._id, status, status === 'rejected' ? 'Spam' : undefined);
    return written;
  }

  it('lists the reviews of the seller’s t-shirts and accessories, paged, and rates over both', async () => {
    const tee = await createDesign(t.app, seller.user._id, { title: 'Hostel Night Tee' });
    const mug = await createAccessory(t.app, seller.user._id, { title: 'Campus Mug' });
    const others = await createDesign(t.app, otherSeller.user._id);
    const newest = await review('accessory', mug.id, 2, 10);
    const middle = await review('tshirt', tee.id, 5, 20);
    await review('tshirt', tee.id, 5, 30);
    await review('accessory', mug.id, 4, 40);
    await review('tshirt', tee.id, 5, 40, 'rejected');
    await review('accessory', mug.id, 1, 50, 'pending');
    await review('tshirt', others.id, 1, 5);

    const page = (query: string) =>
      kit.call<SellerReviewsResponse>(
        'GET',
        `/api/users/seller/${seller.user._id}/reviews${query}`,
      );
    const first = await page('?limit=2');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.reviews.map((r) => r._id)).toEqual([newest._id, middle._id]);
    expect(first.body.reviews[0]!.product).toEqual({
      type: 'accessory',
      id: mug.id,
      title: 'Campus Mug',
    });
    expect(first.body.reviews[1]!.product).toMatchObject({
      type: 'tshirt',
      title: 'Hostel Night Tee',
    });
    // 2 + 5 + 5 + 4 over four approved reviews: 4.0; the accessory's 2 and 4 count.
    expect(first.body.summary).toEqual({
      rating: 4,
      reviewCount: 4,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 2 },
    });
    expect(first.body.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 4 });
    const second = await page('?page=2&limit=2');
    expect(second.body.reviews).toHaveLength(2);
    expect(JSON.stringify(second.body)).not.toContain('@');

    // The page's header counts the accessory's reviews as well (it counted t-shirts only).
    const profile = await kit.call<SellerProfile>('GET', `/api/users/seller/${seller.user._id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ rating: 4, reviewCount: 4 });

    // A design out of the shop takes its reviews off the page: the mug's 2 and 4 are left.
    await t.database.db.update(designs).set({ status: 'rejected' }).where(eq(designs.id, tee.id));
    const left = await page('?page=1&limit=5');
    expect(left.body.summary).toMatchObject({ rating: 3, reviewCount: 2 });
    expect(left.body.reviews.map((r) => r.product.type)).toEqual(['accessory', 'accessory']);
  });

  it('answers an unknown seller with no reviews and refuses a bad page', async () => {
    const none = await kit.call<SellerReviewsResponse>(
      'GET',
      `/api/users/seller/${crypto.randomUUID()}/reviews`,
    );
    expect(none.status).toBe(200);
    expect(none.body.reviews).toEqual([]);
    expect(none.body.summary.reviewCount).toBe(0);
    expect((await kit.call('GET', '/api/users/seller/not-an-id/reviews')).body).toMatchObject({
      reviews: [],
    });
    expect(
      (await kit.call('GET', `/api/users/seller/${seller.user._id}/reviews?page=0`)).status,
    ).toBe(422);
  });
});
