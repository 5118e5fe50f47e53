import {
  ADMIN_DESIGN_MESSAGES,
  COLOR_DISCOUNT_MESSAGES,
  DESIGN_REVIEW_MESSAGES,
  type AdminDesign,
  type AdminDesignListResponse,
  type CartResponse,
  type CreatePaymentResponse,
  type NotificationsResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { apiCaller } from '../../../test/api-request';
import {
  buildDeliveryDetails,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { auditLog, designs } from '../../db/schema';

describe.each(testDatabaseKinds())('admin designs API on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t, '/api/tshirts');
  let admin: CreatedUser;
  let seller: CreatedUser;
  let customer: CreatedUser;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Saikia' });
    customer = await createUser(t.app);
  });

  const auditRows = (entityId: string, action?: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(
        action
          ? and(eq(auditLog.entityId, entityId), eq(auditLog.action, action))
          : eq(auditLog.entityId, entityId),
      );
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(designs).where(eq(designs.id, id)))[0]!;
  const status = (id: string, body: Record<string, unknown>, token = admin.token) =>
    call<AdminDesign>('PATCH', `/admin/${id}/status`, token, body);
  const edit = (id: string, fields: Record<string, unknown>, designStatus = 'approved') =>
    status(id, { status: designStatus, adminRemarks: JSON.stringify(fields) });

  it('keeps every admin designs route for admins: 401 for guests, 403 for customers and sellers', async () => {
    const design = await createDesign(t.app, seller.user._id, { status: 'pending' });
    const routes: [method: 'GET' | 'PATCH' | 'PUT', url: string, body?: unknown][] = [
      ['GET', '/admin/all'],
      ['GET', '/admin/pending'],
      ['PATCH', `/admin/${design.id}/status`, { status: 'approved' }],
      ['PUT', `/admin/${design.id}/color-discounts`, { colorDiscounts: [] }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer.token, body)).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, seller.token, body)).status, `${method} ${url}`).toBe(403);
    }
    expect((await rowOf(design.id)).status).toBe('pending');
  });

  it('lists every seller’s designs newest first, with tab counts, search and paging', async () => {
    const marker = `Zebra${Date.now()}`;
    const other = await createUser(t.app, { fullName: 'Other Seller' });
    const base = Date.now() - 60_000;
    const made = [];
    for (const [i, s] of (['pending', 'approved', 'rejected', 'pending'] as const).entries()) {
      made.push(
        await createDesign(t.app, i % 2 ? other.user._id : seller.user._id, {
          title: `${marker} tee ${i}`,
          status: s,
          adminRemarks: s === 'rejected' ? 'Too blurry' : null,
          createdAt: new Date(base + i * 1000),
        }),
      );
    }
    await createDesign(t.app, seller.user._id, {
      title: 'Hostel tee',
      category: 'hostel',
      hostelName: `${marker} Hostel`,
      subCategory: null,
      status: 'approved',
    });

    const all = await call<AdminDesignListResponse>(
      'GET',
      `/admin/all?q=${marker.toLowerCase()}&limit=2`,
      admin.token,
    );
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ all: 5, pending: 2, approved: 2, rejected: 1 });
    expect(all.body.pagination).toMatchObject({ totalItems: 5, totalPages: 3, currentPage: 1 });
    expect(all.body.designs.map((d) => d.title)).toEqual(['Hostel tee', `${marker} tee 3`]);
    const rejected = await call<AdminDesignListResponse>(
      'GET',
      `/admin/all?q=${marker}&status=rejected`,
      admin.token,
    );
    expect(rejected.body.designs).toHaveLength(1);
    expect(rejected.body.designs[0]).toMatchObject({
      adminRemarks: 'Too blurry',
      sellerName: 'Seller Saikia',
      proofFileUrl: null,
      colorDiscounts: [],
      deliveryConfig: { defaultDeliveryDays: 10 },
    });
    const pending = await call<AdminDesignListResponse>(
      'GET',
      `/admin/pending?q=${marker}`,
      admin.token,
    );
    expect(pending.body.designs.map((d) => d.id)).toEqual([made[3]!.id, made[0]!.id]);
    expect((await call('GET', '/admin/all?status=bogus', admin.token)).status).toBe(422);
  });

  it('approves: the design is in the shop and its seller is told; reject needs a reason', async () => {
    const event = `Admin Fest ${Date.now()}`;
    const design = await createDesign(t.app, seller.user._id, {
      title: 'Fest Tee',
      status: 'pending',
      category: 'event',
      eventName: event,
      subCategory: null,
    });
    const shopCount = async () =>
      (await call<TshirtListResponse>('GET', `?eventName=${encodeURIComponent(event)}`)).body
        .tshirts.length;
    expect(await shopCount()).toBe(0);

    const noReason = await status(design.id, { status: 'rejected', adminRemarks: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(DESIGN_REVIEW_MESSAGES.reasonRequired);
    expect((await rowOf(design.id)).status).toBe('pending');

    const approved = await status(design.id, { status: 'approved', adminRemarks: 'Great' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', adminRemarks: 'Great' });
    expect(await shopCount()).toBe(1);
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(bell.json<NotificationsResponse>().notifications[0]).toMatchObject({
      type: 'DESIGN_APPROVED',
      message: DESIGN_REVIEW_MESSAGES.approvedNotice('Fest Tee'),
    });
    const audits = await auditRows(design.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'design.status',
      actorId: admin.user._id,
      before: { status: 'pending', adminRemarks: null },
      after: { status: 'approved', adminRemarks: 'Great' },
    });

    // Revoke approval: rejected with the reason, out of the shop, the seller told why.
    const revoked = await status(design.id, { status: 'rejected', adminRemarks: 'Wrong logo' });
    expect(revoked.status).toBe(200);
    expect(await shopCount()).toBe(0);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(after.json<NotificationsResponse>().notifications[0]).toMatchObject({
      type: 'DESIGN_REJECTED',
      message: DESIGN_REVIEW_MESSAGES.rejectedNotice('Fest Tee', 'Wrong logo'),
    });
    expect(await auditRows(design.id, 'design.status')).toHaveLength(2);
  });

  it('refuses moves the spec does not allow with 409 and changes nothing', async () => {
    const design = await createDesign(t.app, seller.user._id, {
      status: 'rejected',
      adminRemarks: 'No',
    });
    for (const body of [{ status: 'rejected', adminRemarks: 'Again' }, { status: 'pending' }]) {
      const refused = await status(design.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
    }
    const approvedOne = await createDesign(t.app, seller.user._id, { status: 'approved' });
    expect((await status(approvedOne.id, { status: 'approved' })).status).toBe(409);
    expect((await status(approvedOne.id, { status: 'pending' })).status).toBe(409);
    expect((await rowOf(design.id)).adminRemarks).toBe('No');
    expect(await auditRows(design.id)).toHaveLength(0);
    expect(await auditRows(approvedOne.id)).toHaveLength(0);

    const bad = await status('not-a-uuid', { status: 'approved' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ADMIN_DESIGN_MESSAGES.invalidId);
    expect((await status(crypto.randomUUID(), { status: 'approved' })).status).toBe(404);
  });

  it("edits prices through the JSON remark and refuses bad values with the spec's texts", async () => {
    const design = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_900,
      colorPrices: [{ color: 'White', pricePaise: 59_900, discountPricePaise: null }],
    });
    const before = await rowOf(design.id);
    const refusals: [Record<string, unknown> | string, string][] = [
      [{ price: -10 }, 'Price must be greater than 0'],
      [{ deliveryPrice: -1 }, 'Delivery price cannot be negative'],
      [{ discountPrice: 499 }, 'Discount price must be less than regular price'],
      [{ price: 450, discountPrice: 600 }, 'Discount price must be less than regular price'],
      [{ saleEndTime: '31/02/2030 25:00' }, 'Invalid sale end time format. Please check the date.'],
      ['{"price": 399,', 'Invalid design data format'],
    ];
    for (const [fields, message] of refusals) {
      const response = await status(design.id, {
        status: 'approved',
        adminRemarks: typeof fields === 'string' ? fields : JSON.stringify(fields),
      });
      expect(response.status, message).toBe(422);
      expect(response.body.message).toBe(message);
    }
    const unchanged = await rowOf(design.id);
    expect({ ...unchanged, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await auditRows(design.id)).toHaveLength(0);

    const saleEnd = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const edited = await edit(design.id, {
      ...before,
      price: 549,
      discountPrice: 449,
      deliveryPrice: '40',
      saleEndTime: saleEnd,
      allowPartialPayment: true,
      deliveryConfig: {
        defaultDeliveryDays: 'ten',
        allowCustomDeliveryDays: true,
        customDeliveryDays: 5,
      },
      colorPrices: [{ color: 'White', price: '' }],
      colorDiscounts: [{ color: 'Black', discountPrice: 399 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'approved',
      price: 549,
      discountPrice: 449,
      deliveryPrice: 40,
      saleEndTime: saleEnd,
      allowPartialPayment: true,
      deliveryConfig: {
        defaultDeliveryDays: 10,
        allowCustomDeliveryDays: true,
        customDeliveryDays: 5,
      },
      colorPrices: [],
      colorDiscounts: [{ color: 'Black', discountPrice: 399 }],
      currentPrice: 399,
    });
    const row = await rowOf(design.id);
    expect(row.sortPricePaise).toBe(39_900);
    const audits = await auditRows(design.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'design.update',
      before: { price: 499, discountPrice: null, deliveryPrice: 0, allowPartialPayment: false },
      after: { price: 549, discountPrice: 449, deliveryPrice: 40, allowPartialPayment: true },
    });
    expect(Object.keys(audits[0]!.after!).sort()).toEqual(
      [
        'allowPartialPayment',
        'colorDiscounts',
        'colorPrices',
        'deliveryConfig',
        'deliveryPrice',
        'discountPrice',
        'price',
        'saleEndTime',
      ].sort(),
    );

    // Set Discount Price with an empty value removes the discount.
    const removed = await edit(design.id, { discountPrice: '' });
    expect(removed.body.discountPrice).toBeNull();
    expect(await auditRows(design.id, 'design.update')).toHaveLength(2);
  });

  it('edits a pending design and approves it in one call', async () => {
    const design = await createDesign(t.app, seller.user._id, { status: 'pending' });
    // The whole design sent back unchanged (as the screen sends it) is no change and no entry.
    const [listed] = (
      await call<AdminDesignListResponse>('GET', `/admin/all?q=${design.title}`, admin.token)
    ).body.designs;
    const same = await edit(
      design.id,
      { ...listed, deliveryConfig: { ...listed!.deliveryConfig } },
      'pending',
    );
    expect(same.status).toBe(200);
    expect(await auditRows(design.id)).toHaveLength(0);
    const response = await status(design.id, {
      status: 'approved',
      adminRemarks: JSON.stringify({ deliveryPrice: 25, adminRemarks: 'Delivery added' }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'approved',
      deliveryPrice: 25,
      adminRemarks: 'Delivery added',
    });
    expect((await auditRows(design.id)).map((a) => a.action).sort()).toEqual([
      'design.status',
      'design.update',
    ]);
  });

  it('turns name personalisation on and off through the JSON remark, audited (issue 19 §7)', async () => {
    const design = await createDesign(t.app, seller.user._id, { status: 'approved' });
    expect((await rowOf(design.id)).customizable).toBe(false);
    const on = await edit(design.id, { customizable: true });
    expect(on.status).toBe(200);
    expect(on.body.customizable).toBe(true);
    expect((await rowOf(design.id)).customizable).toBe(true);
    const off = await edit(design.id, { customizable: false });
    expect(off.body.customizable).toBe(false);
    expect((await rowOf(design.id)).customizable).toBe(false);
    const audits = await auditRows(design.id, 'design.update');
    expect(audits.map((a) => [a.before, a.after])).toEqual(
      expect.arrayContaining([
        [{ customizable: false }, { customizable: true }],
        [{ customizable: true }, { customizable: false }],
      ]),
    );
  });

  it('sets admin colour discounts that the product page shows and a payment charges', async () => {
    const design = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_900,
      colorPrices: [{ color: 'White', pricePaise: 59_900, discountPricePaise: null }],
    });
    const url = `/admin/${design.id}/color-discounts`;
    const put = (colorDiscounts: unknown[]) =>
      call<AdminDesign>('PUT', url, admin.token, { colorDiscounts });

    for (const [entries, message] of [
      [
        [{ color: 'White', discountPrice: 599 }],
        COLOR_DISCOUNT_MESSAGES.notBelowBase('White', 59_900),
      ],
      [[{ color: 'Black', discountPrice: 0 }], COLOR_DISCOUNT_MESSAGES.notPositive],
      [[{ color: 'Red', discountPrice: 100 }], ADMIN_DESIGN_MESSAGES.colorNotInDesign('Red')],
      [[{ color: 'Teal', discountPrice: 100 }], ADMIN_DESIGN_MESSAGES.colorNotInDesign('Teal')],
    ] as const) {
      const refused = await put([...entries]);
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
    }
    expect((await put([{ color: 'Black', discountPrice: -1 }])).status).toBe(422);
    expect(await auditRows(design.id)).toHaveLength(0);

    const saved = await put([{ color: 'white', discountPrice: 529 }]);
    expect(saved.status).toBe(200);
    expect(saved.body.colorDiscounts).toEqual([{ color: 'White', discountPrice: 529 }]);
    const audits = await auditRows(design.id, 'design.color_discounts');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { colorDiscounts: [] },
      after: { colorDiscounts: [{ color: 'White', discountPrice: 529 }] },
    });
    // The same set again is no change and no audit entry.
    await put([{ color: 'White', discountPrice: 529 }]);
    expect(await auditRows(design.id)).toHaveLength(1);

    const page = (await call<Tshirt>('GET', `/${design.id}`)).body;
    expect(page.colorDiscounts).toEqual([{ color: 'White', discountPrice: 529 }]);

    // The cart and its checkout totals price the White one at the admin price.
    const cartCall = apiCaller(t, '/api/cart');
    const added = await cartCall<CartResponse>('POST', '/add', customer.token, {
      productType: 'tshirt',
      tshirtId: design.id,
      size: 'M',
      color: 'White',
      quantity: 2,
    });
    expect(added.status).toBeLessThan(300);
    const cart = (await cartCall<CartResponse>('GET', '', customer.token)).body;
    const line = cart.items.find((l) => l.productId === design.id)!;
    expect(line).toMatchObject({ price: 599, finalPrice: 529, lineTotal: 1058 });
    expect(cart.summary.total).toBe(1058);
    await cartCall('DELETE', '/clear', customer.token);

    // A shopper buying the White one is charged the admin price; the page's old price is refused.
    const buy = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: {
          source: 'buyNow',
          items: [
            { productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'White', quantity: 2 },
          ],
          amount,
          deliveryDetails: buildDeliveryDetails(),
        },
      });
    expect((await buy(599 * 2)).statusCode).toBe(409);
    const created = await buy(529 * 2);
    expect(created.statusCode).toBe(201);
    expect(created.json<CreatePaymentResponse>().amount).toBe(1058);

    // Removing it restores the seller's colour price.
    const cleared = await put([]);
    expect(cleared.body.colorDiscounts).toEqual([]);
    expect(await auditRows(design.id)).toHaveLength(2);
  });
});
