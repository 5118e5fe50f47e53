import {
  ACCESSORY_FORM_MESSAGES,
  CART_MESSAGES,
  UNFULFILLED_PAYMENT_MESSAGES,
  UPLOAD_MESSAGES,
  ACCESSORY_LIMITS,
  type Accessory,
  type AdminAccessoryListResponse,
  type CartResponse,
  type CreatePaymentResponse,
  type Order,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createAdmin,
  createUser,
  type CreatedUser,
  simulatorSettleUrl,
} from '../../../test/factories';
import { uploadedFile } from '../../../test/uploaded-file';

/**
 * Accessory writes (docs/decisions/0017): the seller from the token, the owner or an admin only.
 */
describe.each(testDatabaseKinds())('accessory writes on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let seller: CreatedUser;
  let other: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Meera Maker' });
    other = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
  });

  const payload = (over: Record<string, unknown> = {}) => ({
    title: 'Crest Mug',
    description: 'Ceramic mug with the campus crest.',
    price: 299,
    discountPrice: 249,
    category: 'Drinkware',
    subCategory: 'Mugs',
    stock: 5,
    universityName: 'Tezpur University',
    departmentName: '',
    isAllDepartments: true,
    isTechnical: false,
    images: JSON.stringify(['tests/catalog/mug.webp']),
    specifications: '',
    ...over,
  });

  /** Creates through the API with a photo `user` uploaded (the wizard's one image). */
  const create = async (user: CreatedUser, over: Record<string, unknown> = {}) => {
    const photo = `/files/${await uploadedFile(t, user, 'accessories')}`;
    return call<Accessory>(
      'POST',
      '/api/accessories',
      user.token,
      payload({ images: JSON.stringify([photo]), ...over }),
    );
  };

  it('creates an active accessory for the signed-in seller, whatever seller the body names', async () => {
    expect((await call('POST', '/api/accessories', undefined, payload())).status).toBe(401);
    const created = await create(seller, {
      sellerId: other.user._id,
      sellerName: 'Someone Else',
      status: undefined,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      sellerId: seller.user._id,
      sellerName: 'Meera Maker',
      status: 'active',
      price: 299,
      discountPrice: 249,
      departmentName: 'All Departments',
    });
    const listed = await call<{ accessories: Accessory[] }>(
      'GET',
      `/api/accessories?sellerId=${seller.user._id}`,
      seller.token,
    );
    expect(listed.body.accessories.map((a) => a._id)).toContain(created.body._id);
  });

  it.each([
    [{ discountPrice: 299 }, ACCESSORY_FORM_MESSAGES.discountNotBelow],
    [{ price: 100, discountPrice: 0.5 }, ACCESSORY_FORM_MESSAGES.discountCap(99.5)],
    [{ stock: -1 }, ACCESSORY_FORM_MESSAGES.stockInvalid],
    [{ images: '[]' }, ACCESSORY_FORM_MESSAGES.imageRequired],
    [{ category: 'x'.repeat(51) }, ACCESSORY_FORM_MESSAGES.categoryMax],
    [{ isAllDepartments: false, departmentName: '' }, ACCESSORY_FORM_MESSAGES.requiredFields],
  ])('refuses %j with its text and stores nothing', async (over, message) => {
    const before = await call<{ accessories: Accessory[] }>(
      'GET',
      `/api/accessories?sellerId=${other.user._id}`,
      other.token,
    );
    const refused = await create(other, over);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(message);
    const after = await call<{ accessories: Accessory[] }>(
      'GET',
      `/api/accessories?sellerId=${other.user._id}`,
      other.token,
    );
    expect(after.body.accessories).toHaveLength(before.body.accessories.length);
  });

  it('takes only photos the writer uploaded to the accessories area', async () => {
    const theirs = `/files/${await uploadedFile(t, other, 'accessories')}`;
    const stolen = await create(seller, { images: [theirs] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.message).toBe(UPLOAD_MESSAGES.unknownFile);
    const designPhoto = await uploadedFile(t, seller, 'tshirts');
    expect((await create(seller, { images: [designPhoto] })).body.message).toBe(
      UPLOAD_MESSAGES.wrongCategory,
    );

    const { body: mug } = await create(seller);
    const extra = await uploadedFile(t, seller, 'accessories');
    const added = await call<Accessory>(
      'PUT',
      `/api/accessories/${mug._id}`,
      seller.token,
      payload({ images: [...mug.images, extra] }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.images).toHaveLength(2);
    const byAdmin = await call(
      'PUT',
      `/api/accessories/${mug._id}`,
      admin.token,
      payload({ images: [...added.body.images, theirs] }),
    );
    expect(byAdmin.body.message).toBe(UPLOAD_MESSAGES.unknownFile);
  });

  it('lets only the owner or an admin edit or delete', async () => {
    const { body: mug } = await create(seller);
    const edit = (user: CreatedUser, over: Record<string, unknown>) =>
      call<Accessory>(
        'PUT',
        `/api/accessories/${mug._id}`,
        user.token,
        payload({ images: mug.images, ...over }),
      );

    const notYours = await edit(other, { title: 'Stolen Mug' });
    expect(notYours.status).toBe(403);
    expect(notYours.body.message).toBe(ACCESSORY_FORM_MESSAGES.notYoursToEdit);
    const notYoursToDelete = await call('DELETE', `/api/accessories/${mug._id}`, other.token);
    expect(notYoursToDelete.status).toBe(403);
    expect(notYoursToDelete.body.message).toBe(ACCESSORY_FORM_MESSAGES.notYoursToDelete);
    expect((await call<Accessory>('GET', `/api/accessories/${mug._id}`)).body.title).toBe(
      'Crest Mug',
    );

    expect((await edit(seller, { title: 'Crest Mug v2', stock: 9 })).body).toMatchObject({
      title: 'Crest Mug v2',
      stock: 9,
    });
    expect((await edit(admin, { status: 'inactive' })).body.status).toBe('inactive');
    expect((await call('GET', `/api/accessories/${mug._id}`)).status).toBe(404);
    expect((await call('GET', `/api/accessories/${mug._id}`, seller.token)).status).toBe(200);

    expect((await call('DELETE', `/api/accessories/${mug._id}`, admin.token)).status).toBe(200);
    expect((await call('DELETE', `/api/accessories/${mug._id}`, seller.token)).status).toBe(404);
    expect((await call('PUT', '/api/accessories/not-an-id', seller.token, payload())).status).toBe(
      404,
    );
  });

  it('makes no order from a payment started before its accessory was deleted, and refunds it in full (decision 0055)', async () => {
    const { body: mug } = await create(seller, { discountPrice: 0, price: 100 });
    const buyer = await createUser(t.app);
    const started = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items: [{ productType: 'accessory', accessoryId: mug._id, quantity: 1 }],
      amount: 100,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await call('DELETE', `/api/accessories/${mug._id}`, seller.token)).status).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, started.body.merchantOrderId),
      payload: { outcome: 'COMPLETED' },
    });
    const settled = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${started.body.merchantOrderId}`,
      buyer.token,
    );
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ state: 'REFUNDED', order: null, orders: [] });
    expect(settled.body.message).toContain(UNFULFILLED_PAYMENT_MESSAGES.removed('Crest Mug'));
  });

  it('deletes an accessory in a cart and in an order without breaking either', async () => {
    const { body: mug } = await create(seller, { discountPrice: 0, price: 100 });
    const buyer = await createUser(t.app);
    const carting = await createUser(t.app);
    expect(
      (
        await call('POST', '/api/cart/add', carting.token, {
          productType: 'accessory',
          accessoryId: mug._id,
          quantity: 1,
        })
      ).status,
    ).toBe(201);
    const paid = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items: [{ productType: 'accessory', accessoryId: mug._id, quantity: 1 }],
      amount: 100,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, paid.body.merchantOrderId),
      payload: { outcome: 'COMPLETED' },
    });
    const settled = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${paid.body.merchantOrderId}`,
      buyer.token,
    );
    expect(settled.body.state).toBe('COMPLETED');

    expect((await call('DELETE', `/api/accessories/${mug._id}`, seller.token)).status).toBe(200);

    const cart = await call<CartResponse>('GET', '/api/cart', carting.token);
    expect(cart.status).toBe(200);
    expect(cart.body.items).toEqual([
      expect.objectContaining({
        available: false,
        unavailableReason: CART_MESSAGES.noLongerAvailable,
      }),
    ]);
    expect(cart.body.summary.total).toBe(0);

    const orders = await call<Order[]>('GET', '/api/orders/myorders', buyer.token);
    expect(orders.status).toBe(200);
    expect(orders.body.flatMap((o) => o.items.map((i) => [i.title, i.finalPrice]))).toEqual([
      ['Crest Mug', 100],
    ]);
  });
  describe('admin screen', () => {
    const adminList = (query: string, token = admin.token) =>
      call<AdminAccessoryListResponse>('GET', `/api/accessories/admin?${query}`, token);
    const auditOf = (entityId: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, entityId))
        .orderBy(asc(auditLog.createdAt));

    it('lists every accessory whatever its status or seller, with search, type and counters', async () => {
      const tag = `Zephyr${Date.now().toString(36)}`;
      const hidden = await createAccessory(t.app, other.user._id, {
        title: `${tag} Soldering Kit`,
        status: 'inactive',
        isTechnical: true,
      });
      const shown = await createAccessory(t.app, seller.user._id, { title: `${tag} Poster` });

      const all = await adminList(`page=1&limit=${ACCESSORY_LIMITS.listLimit}`);
      expect(all.status).toBe(200);
      const ids = all.body.accessories.map((a) => a._id);
      expect(ids).toEqual(expect.arrayContaining([hidden.id, shown.id]));
      const searched = await adminList(`search=${tag}`);
      expect(searched.body.accessories.map((a) => a.title).sort()).toEqual([
        `${tag} Poster`,
        `${tag} Soldering Kit`,
      ]);
      const technical = await adminList(`search=${tag}&isTechnical=true`);
      expect(technical.body.accessories.map((a) => a._id)).toEqual([hidden.id]);
      expect(technical.body.pagination.totalItems).toBe(1);
      const plain = await adminList(`search=${tag}&isTechnical=false`);
      expect(plain.body.accessories.map((a) => a._id)).toEqual([shown.id]);

      // Counters are shop-wide, whatever the filters, and count inactive ones in Total only.
      const rows = await t.database.db.query.accessories.findMany();
      expect(technical.body.counters).toEqual({
        total: rows.length,
        active: rows.filter((r) => r.status === 'active').length,
        technical: rows.filter((r) => r.isTechnical).length,
      });
      expect(technical.body.counters.active).toBeLessThan(technical.body.counters.total);

      // The shop and another seller see no inactive accessory; the seller lists only their own.
      const shop = await call<{ accessories: Accessory[] }>(
        'GET',
        `/api/accessories?search=${tag}`,
      );
      expect(shop.body.accessories.map((a) => a._id)).toEqual([shown.id]);
      const mine = await call<{ accessories: Accessory[] }>(
        'GET',
        `/api/accessories?sellerId=${seller.user._id}&limit=100`,
        seller.token,
      );
      expect(mine.body.accessories.every((a) => a.sellerId === seller.user._id)).toBe(true);
      expect((await adminList('', seller.token)).status).toBe(403);
    });

    it.each([
      [{ price: 100, discountPrice: 0.99 }, ACCESSORY_FORM_MESSAGES.discountCap(99.01)],
      [{ price: 100, discountPrice: 100 }, ACCESSORY_FORM_MESSAGES.discountNotBelow],
      [{ stock: 2.5 }, ACCESSORY_FORM_MESSAGES.stockInvalid],
      [{ stock: -3 }, ACCESSORY_FORM_MESSAGES.stockInvalid],
      [{ images: '[]' }, ACCESSORY_FORM_MESSAGES.imageRequired],
      [
        { images: JSON.stringify(Array.from({ length: 6 }, (_, i) => `x/${i}.webp`)) },
        ACCESSORY_FORM_MESSAGES.imagesMax,
      ],
      [{ subCategory: '' }, ACCESSORY_FORM_MESSAGES.requiredFields],
    ])('refuses an admin %j with its text and stores nothing', async (over, message) => {
      const before = await adminList('limit=1');
      const refused = await create(admin, over);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(message);
      expect((await adminList('limit=1')).body.counters.total).toBe(before.body.counters.total);
    });

    it('stores All Departments as the department and audits admin changes, not sellers', async () => {
      const made = await create(admin, {
        isAllDepartments: true,
        departmentName: 'Physics',
        price: 100,
        discountPrice: 1,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({ departmentName: 'All Departments', discountPrice: 1 });

      const edited = await call<Accessory>(
        'PUT',
        `/api/accessories/${made.body._id}`,
        admin.token,
        payload({ images: made.body.images, price: 120, discountPrice: 0, stock: 7 }),
      );
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect((await call('DELETE', `/api/accessories/${made.body._id}`, admin.token)).status).toBe(
        200,
      );

      const entries = await auditOf(made.body._id);
      expect(entries.map((e) => e.action)).toEqual([
        'accessory.create',
        'accessory.update',
        'accessory.delete',
      ]);
      expect(entries.every((e) => e.actorId === admin.user._id)).toBe(true);
      expect(entries[0]).toMatchObject({ before: null, after: { pricePaise: 10_000 } });
      expect(entries[1]).toMatchObject({
        before: { pricePaise: 10_000, discountPricePaise: 100, stock: 5 },
        after: { pricePaise: 12_000, discountPricePaise: null, stock: 7 },
      });
      expect(entries[1]!.after).not.toHaveProperty('title');
      expect(entries[2]).toMatchObject({ before: { pricePaise: 12_000 }, after: null });

      // A seller's own changes are not admin changes: no entry.
      const own = await create(seller);
      await call('PUT', `/api/accessories/${own.body._id}`, seller.token, {
        ...payload({ images: own.body.images, stock: 2 }),
      });
      await call('DELETE', `/api/accessories/${own.body._id}`, seller.token);
      expect(await auditOf(own.body._id)).toEqual([]);

      // A refused edit (another seller's) leaves no entry and no change.
      const theirs = await create(seller);
      const refused = await call(
        'PUT',
        `/api/accessories/${theirs.body._id}`,
        other.token,
        payload({ images: theirs.body.images }),
      );
      expect(refused.status).toBe(403);
      expect(
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, theirs.body._id))),
      ).toEqual([]);
    });
  });
});
