import {
  SELLER_MESSAGES,
  type SellerDesign,
  type SellerDesignsResponse,
  type SellerProfile,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createDesign, createUser, type CreatedUser } from '../../../test/factories';

/** Upload history and the public seller page. */
describe.each(testDatabaseKinds())('a seller’s designs on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let seller: CreatedUser;
  let other: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Ritu Designer' });
    other = await createUser(t.app);
    await createDesign(t.app, seller.user._id, {
      title: 'Approved Tee',
      status: 'approved',
      adminRemarks: 'Lovely colours',
    });
    await createDesign(t.app, seller.user._id, {
      title: 'Pending Hostel Tee',
      status: 'pending',
      category: 'hostel',
      hostelName: 'Kopili Hostel',
      proofFileKey: 'documents/proof-1.pdf',
    });
    await createDesign(t.app, seller.user._id, {
      title: 'Rejected Tee',
      status: 'rejected',
      adminRemarks: 'Blurry print',
    });
    await createDesign(t.app, other.user._id, { title: 'Someone Else’s Tee', status: 'pending' });
  });

  it('lists only the seller’s own designs, newest first, with a count per tab', async () => {
    expect((await call('GET', '/api/tshirts/seller/me/designs')).status).toBe(401);
    const all = await call<SellerDesignsResponse>(
      'GET',
      '/api/tshirts/seller/me/designs',
      seller.token,
    );
    expect(all.status).toBe(200);
    expect(all.body.designs.map((d) => d.title)).toEqual([
      'Rejected Tee',
      'Pending Hostel Tee',
      'Approved Tee',
    ]);
    expect(all.body.counts).toEqual({ all: 3, pending: 1, approved: 1, rejected: 1 });

    const rejected = all.body.designs[0]!;
    expect(rejected).toMatchObject({ status: 'rejected', sellerRemarks: 'Blurry print' });
    expect(all.body.designs[2]).toMatchObject({
      status: 'approved',
      sellerRemarks: 'Lovely colours',
      adminRemarks: null,
    });
    expect(all.body.designs[1]!.proofFileUrl).toBe('/files/documents/proof-1.pdf');

    const pending = await call<SellerDesignsResponse>(
      'GET',
      '/api/tshirts/seller/me/designs?status=pending',
      seller.token,
    );
    expect(pending.body.designs.map((d) => d.title)).toEqual(['Pending Hostel Tee']);
    expect(pending.body.counts.all).toBe(3);
    expect(
      (await call('GET', '/api/tshirts/seller/me/designs?status=deleted', seller.token)).status,
    ).toBe(422);

    // The design itself, as its seller opens it to edit: the proof's address too; shoppers never.
    const hostel = all.body.designs[1]!;
    const own = await call<SellerDesign>('GET', `/api/tshirts/${hostel._id}`, seller.token);
    expect(own.body.proofFileUrl).toBe('/files/documents/proof-1.pdf');
    const approvedAsShopper = await call<Record<string, unknown>>(
      'GET',
      `/api/tshirts/${all.body.designs[2]!._id}`,
    );
    expect(approvedAsShopper.body).not.toHaveProperty('proofFileUrl');
    expect(approvedAsShopper.body).not.toHaveProperty('sellerRemarks');

    const others = await call<SellerDesignsResponse>(
      'GET',
      '/api/tshirts/seller/me/designs',
      other.token,
    );
    expect(others.body.designs.map((d) => d.title)).toEqual(['Someone Else’s Tee']);
  });

  it('shows anyone a seller’s name and approved designs, never contact details', async () => {
    const page = await call<SellerProfile>('GET', `/api/users/seller/${seller.user._id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ _id: seller.user._id, fullName: 'Ritu Designer' });
    expect(page.body.tshirts.map((d) => d.title)).toEqual(['Approved Tee']);
    expect(page.body.pagination.totalItems).toBe(1);
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(seller.user.email);
    expect(text).not.toContain(seller.user.phone);
    expect(text).not.toContain('Blurry print');
  });

  // The page's rating and count are the reviews module's, over designs and accessories:
  // reviews/seller-reviews.api.test.ts.

  it('has no page for someone with nothing in the shop, or an unknown id', async () => {
    for (const id of [other.user._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await call('GET', `/api/users/seller/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(SELLER_MESSAGES.sellerNotFound);
    }
  });
});
