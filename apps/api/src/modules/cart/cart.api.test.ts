import { randomUUID } from 'node:crypto';
import { CART_MESSAGES, CATALOG_MESSAGES, type CartResponse } from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiMethod } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAccessory,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';

describe.each(testDatabaseKinds())('cart API on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app);
  });

  const api = apiCaller(t, '/api/cart');
  const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
    api<CartResponse & { merged?: number }>(method, url, token, payload);

  const tee = (tshirtId: string, extra: Record<string, unknown> = {}) => ({
    productType: 'tshirt',
    tshirtId,
    size: 'M',
    color: 'Black',
    quantity: 1,
    ...extra,
  });

  it('prices a guest device cart without an account, marking what cannot be bought', async () => {
    const design = await createDesign(t.app, seller.user._id, {
      pricePaise: 50_000,
      deliveryPricePaise: 2_000,
      customizable: true,
    });
    const gone = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          {
            id: 'line-1',
            ...tee(design.id, {
              quantity: 2,
              wantsCustomization: true,
              customName: 'Riya',
              finalPrice: 1,
            }),
          },
          { id: 'line-2', ...tee(gone) },
          { id: 'line-3', productType: 'tshirt', quantity: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartResponse>();
    expect(body.items.map((l) => [l.id, l.available, l.unavailableReason])).toEqual([
      ['line-1', true, null],
      ['line-2', false, CART_MESSAGES.noLongerAvailable],
      ['line-3', false, CART_MESSAGES.invalidProductData],
    ]);
    // The design's old ₹20 delivery price is not charged: delivery is quoted per parcel once the
    // buyer's PIN is known (decision 0066; delivery-quote.api.test.ts).
    expect(body.items[0]).toMatchObject({
      finalPrice: 500,
      customizationPrice: 60,
      deliveryPrice: 0,
      lineTotal: 1060,
    });
    expect(body.summary).toMatchObject({ itemCount: 2, delivery: 0, total: 1060 });
    // Nothing is stored for a quote.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items: 'x' } }))
        .statusCode,
    ).toBe(422);
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/add'],
      ['DELETE', '/api/cart/clear'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('prices lines from the catalogue and ignores prices the client sends', async () => {
    const shopper = await createUser(t.app);
    const design = await createDesign(t.app, seller.user._id, {
      pricePaise: 59_900,
      discountPricePaise: 44_900,
      saleEndTime: new Date(Date.now() + 86_400_000),
      deliveryPricePaise: 4_000,
      customizable: true,
      customizableParts: ['Back'],
    });
    const added = await call(
      'POST',
      '/add',
      shopper.token,
      tee(design.id, { quantity: 2, finalPrice: 1, discountPrice: 1, deliveryPrice: 0 }),
    );
    expect(added.status).toBe(201);
    expect(added.body.items).toHaveLength(1);
    expect(added.body.items[0]).toMatchObject({
      price: 599,
      finalPrice: 449,
      // Not the design's old ₹40: delivery is priced per parcel at checkout (decision 0066).
      deliveryPrice: 0,
      quantity: 2,
      lineTotal: 898,
      available: true,
    });

    // The same choice again adds to the line; a name printed makes another line, +₹30 a unit.
    await call('POST', '/add', shopper.token, tee(design.id));
    const custom = await call(
      'POST',
      '/add',
      shopper.token,
      tee(design.id, { wantsCustomization: true, customName: '  Ananya ' }),
    );
    expect(custom.body.items.map((l) => [l.quantity, l.customName, l.customizationPrice])).toEqual([
      [3, '', 0],
      [1, 'Ananya', 30],
    ]);
    expect(custom.body.summary).toMatchObject({
      itemCount: 4,
      subtotal: 1796,
      customization: 30,
      delivery: 0,
      total: 1826,
    });
  });

  it('refuses choices that cannot be bought, with the spec texts', async () => {
    const shopper = await createUser(t.app);
    const plain = await createDesign(t.app, seller.user._id);
    const pending = await createDesign(t.app, seller.user._id, { status: 'pending' });

    const cases: [Record<string, unknown>, number, string][] = [
      [tee(plain.id, { size: '' }), 422, CART_MESSAGES.sizeRequired],
      [
        tee(plain.id, { wantsCustomization: true, customName: '   ' }),
        422,
        CART_MESSAGES.enterCustomName,
      ],
      [tee(plain.id, { quantity: 0 }), 422, CART_MESSAGES.quantityMin],
      [{ productType: 'tshirt', size: 'M', color: 'Black' }, 422, CART_MESSAGES.missingProductId],
      [
        tee(plain.id, { wantsCustomization: true, customName: 'Raj' }),
        409,
        CART_MESSAGES.noLongerAvailable,
      ],
      [tee(plain.id, { color: 'Purple' }), 409, CART_MESSAGES.noLongerAvailable],
      [tee(pending.id), 404, CATALOG_MESSAGES.tshirtNotFound],
      [tee(randomUUID()), 404, CATALOG_MESSAGES.tshirtNotFound],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call('POST', '/add', shopper.token, payload);
      expect(response.status, JSON.stringify(payload)).toBe(status);
      expect(response.body.message, JSON.stringify(payload)).toBe(message);
    }
    expect((await call('GET', '', shopper.token)).body.items).toEqual([]);
  });

  it('keeps accessory lines within stock and shows an invalid discount at the base price', async () => {
    const shopper = await createUser(t.app);
    const bottle = await createAccessory(t.app, seller.user._id, {
      stock: 3,
      pricePaise: 50_000,
      discountPricePaise: 100,
    });
    const soldOut = await createAccessory(t.app, seller.user._id, { stock: 0 });

    const first = await call('POST', '/add', shopper.token, {
      productType: 'accessory',
      accessoryId: bottle.id,
      quantity: 2,
    });
    expect(first.body.items[0]).toMatchObject({
      finalPrice: 500,
      price: 500,
      invalidDiscount: true,
      stock: 3,
    });
    const tooMany = await call('POST', '/add', shopper.token, {
      productType: 'accessory',
      accessoryId: bottle.id,
      quantity: 2,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(CART_MESSAGES.onlyLeft(3));
    expect((await call('GET', '', shopper.token)).body.items[0]!.quantity).toBe(2);

    const none = await call('POST', '/add', shopper.token, {
      productType: 'accessory',
      accessoryId: soldOut.id,
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(CATALOG_MESSAGES.outOfStock);
  });

  it("updates and removes only the caller's own lines", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const design = await createDesign(t.app, seller.user._id);
    const line = (await call('POST', '/add', owner.token, tee(design.id))).body.items[0]!;

    expect((await call('PUT', `/update/${line.id}`, intruder.token, { quantity: 5 })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/remove/${line.id}`, intruder.token)).status).toBe(404);
    await call('DELETE', '/clear', intruder.token);
    expect((await call('GET', '', owner.token)).body.items[0]!.quantity).toBe(1);

    const zero = await call('PUT', `/update/${line.id}`, owner.token, { quantity: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.message).toBe(CART_MESSAGES.quantityMin);
    expect(
      (await call('PUT', `/update/${line.id}`, owner.token, { quantity: 4 })).body.items[0]!
        .quantity,
    ).toBe(4);
    expect((await call('DELETE', `/remove/${line.id}`, owner.token)).body.items).toEqual([]);
    expect((await call('PUT', '/update/not-a-uuid', owner.token, { quantity: 2 })).status).toBe(
      404,
    );
  });

  it('shows a line whose product was withdrawn as no longer available and leaves it out of the total', async () => {
    const shopper = await createUser(t.app);
    const kept = await createDesign(t.app, seller.user._id, { pricePaise: 30_000 });
    const withdrawn = await createDesign(t.app, seller.user._id, { pricePaise: 40_000 });
    await call('POST', '/add', shopper.token, tee(kept.id));
    await call('POST', '/add', shopper.token, tee(withdrawn.id));
    await t.app.services.designs.updateDesign(withdrawn.id, { status: 'rejected' });

    const cart = (await call('GET', '', shopper.token)).body;
    expect(cart.items.map((l) => [l.available, l.unavailableReason])).toEqual([
      [true, null],
      [false, CART_MESSAGES.noLongerAvailable],
    ]);
    expect(cart.summary.total).toBe(300);
  });

  it('keeps the name and picture of an accessory its seller deleted, with no price', async () => {
    const shopper = await createUser(t.app);
    const bottle = await createAccessory(t.app, seller.user._id, { title: 'Kapili Steel Bottle' });
    await call('POST', '/add', shopper.token, {
      productType: 'accessory',
      accessoryId: bottle.id,
      quantity: 1,
    });
    const before = (await call('GET', '', shopper.token)).body.items[0]!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/accessories/${bottle.id}`,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(deleted.statusCode).toBe(200);

    const cart = (await call('GET', '', shopper.token)).body;
    expect(cart.items[0]).toMatchObject({
      title: 'Kapili Steel Bottle',
      imageUrl: before.imageUrl,
      available: false,
      unavailableReason: CART_MESSAGES.noLongerAvailable,
    });
    expect(before.imageUrl).toBeTruthy();
    expect(cart.summary.total).toBe(0);
  });

  it('reads a cart of many lines in three statements', async () => {
    const shopper = await createUser(t.app);
    for (let i = 0; i < 6; i += 1) {
      const design = await createDesign(t.app, seller.user._id);
      await call('POST', '/add', shopper.token, tee(design.id));
      const accessory = await createAccessory(t.app, seller.user._id);
      await call('POST', '/add', shopper.token, {
        productType: 'accessory',
        accessoryId: accessory.id,
      });
    }
    const statements: string[] = [];
    const stop = t.database.observeQueries((sql) => statements.push(sql));
    const cart = await call('GET', '', shopper.token);
    stop();
    expect(cart.body.items).toHaveLength(12);
    // One for the signed-in user, then lines, designs and accessories.
    expect(statements.length).toBe(4);
  });

  it('merges a guest cart on login, skipping lines that cannot be bought', async () => {
    const shopper = await createUser(t.app);
    const design = await createDesign(t.app, seller.user._id);
    const accessory = await createAccessory(t.app, seller.user._id);
    const merged = await call('POST', '/merge', shopper.token, {
      items: [
        tee(design.id, { quantity: 2 }),
        { productType: 'accessory', accessoryId: accessory.id, quantity: 1 },
        tee(randomUUID()),
        { junk: true },
      ],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.merged).toBe(2);
    expect(merged.body.message).toBe('Synced 2 items from your guest cart');
    expect(merged.body.items).toHaveLength(2);
  });
});
