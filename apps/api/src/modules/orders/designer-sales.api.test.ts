import {
  SELLER_EXPORT_COLUMNS,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  buildDeliveryDetails,
  createAdmin,
  createDesign,
  createUser,
  simulatorSettleUrl,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import { assertEarningsLedger } from '../../../test/earnings-ledger';

/** The buyer's contact details, which a designer must never see on the shop's order. */
const DELIVERY = buildDeliveryDetails({
  fullName: 'Bhaskar Bora',
  email: 'bhaskar.bora@example.com',
  phone: '9812345678',
  address: 'Room 5, Dihing Hostel, IIT Guwahati',
});
const BUYER_DETAILS = [DELIVERY.fullName, DELIVERY.email, DELIVERY.phone, DELIVERY.address];

/**
 * A designer sees the shop's orders of their Print & Delivery designs
 * (docs/decisions/0048): their own lines only, marked as the shop's, read-only, without the
 * buyer's contact details, counted apart in the period summary.
 */
describe.each(testDatabaseKinds())("a designer's Print & Delivery sales on %s", (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  afterEach(() => assertEarningsLedger(t.database));
  let designer: CreatedUser;
  let otherDesigner: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;
  let shopOrderId: string;
  let teeTitle: string;
  let otherTitle: string;

  beforeAll(async () => {
    designer = await createUser(t.app);
    otherDesigner = await createUser(t.app);
    buyer = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, designer.user._id, { pricePaise: 40_000 });
    const other = await createDesign(t.app, otherDesigner.user._id, { pricePaise: 45_000 });
    teeTitle = tee.title;
    otherTitle = other.title;
    // One shop order holding both designers' tees.
    for (const [id, quantity] of [
      [tee.id, 2],
      [other.id, 1],
    ] as const) {
      const added = await call('POST', '/api/cart/add', buyer.token, {
        productType: 'tshirt',
        tshirtId: id,
        size: 'M',
        color: 'Black',
        quantity,
      });
      expect(added.status).toBe(201);
    }
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'cart',
      amount: 2 * 400 + 450,
      deliveryDetails: DELIVERY,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.merchantOrderId;
    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, id),
      payload: { outcome: 'COMPLETED' },
    });
    const paid = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${id}`,
      buyer.token,
    );
    expect(paid.body.orders).toHaveLength(1);
    shopOrderId = paid.body.orders[0]!._id;
    expect(paid.body.orders[0]!.fulfillerId).toBeNull();
  });

  it('lists the sale with only their line, read-only, without the buyer, counted apart', async () => {
    const sales = await call<SellerOrdersResponse>('GET', '/api/orders/seller', designer.token);
    expect(sales.status).toBe(200);
    expect(sales.body.orders).toHaveLength(1);
    const [order] = sales.body.orders;
    expect(order).toMatchObject({
      _id: shopOrderId,
      fulfilledByShop: true,
      fulfillerId: null,
      deliveryDetails: null,
    });
    expect(order!.items.map((i) => [i.title, i.quantity])).toEqual([[teeTitle, 2]]);
    expect(order).not.toHaveProperty('userId');
    for (const detail of BUYER_DETAILS) expect(JSON.stringify(sales.body)).not.toContain(detail);
    // Their own fulfilled sales are none; the shop's order is counted apart.
    expect(sales.body.summary).toMatchObject({
      orders: 0,
      units: 0,
      revenue: 0,
      shopFulfilled: { orders: 1, units: 2 },
    });

    // The other designer of the same order sees their own line only.
    const theirs = await call<SellerOrdersResponse>(
      'GET',
      '/api/orders/seller',
      otherDesigner.token,
    );
    expect(theirs.body.orders.map((o) => o.items.map((i) => i.title))).toEqual([[otherTitle]]);
    // Each sees what their own lines sold for, not the whole order (₹1,250 with both tees).
    expect(order!.totalAmount).toBe(2 * 400);
    expect(theirs.body.orders[0]!.totalAmount).toBe(450);
    expect(order!.paymentInfo.transactionId).toBeNull();
    expect(theirs.body.summary.shopFulfilled).toEqual({ orders: 1, units: 1 });
    // The buyer, who designs nothing, sees no sales.
    const none = await call<SellerOrdersResponse>('GET', '/api/orders/seller', buyer.token);
    expect(none.body.orders).toEqual([]);
  });

  it("keeps the order the shop's: the designer's status and balance changes get a 404", async () => {
    const patch = (what: string, token: string, payload: Record<string, unknown>) =>
      call('PATCH', `/api/orders/${shopOrderId}/${what}`, token, payload);
    for (const status of ['confirmed', 'cancelled']) {
      const refused = await patch('status', designer.token, { status, remark: 'Mine' });
      expect(refused.status, status).toBe(404);
    }
    expect((await patch('balance', designer.token, { method: 'cash', amount: 1 })).status).toBe(
      404,
    );
    // The shop moves it along; the designer sees it move, still read-only.
    expect((await patch('status', admin.token, { status: 'confirmed' })).status).toBe(200);
    expect(
      (await patch('status', admin.token, { status: 'shipped', ...TEST_SHIPMENT })).status,
    ).toBe(200);
    expect((await patch('status', designer.token, { status: 'out_for_delivery' })).status).toBe(
      404,
    );
    const shipped = await call<SellerOrdersResponse>(
      'GET',
      '/api/orders/seller?status=shipped',
      designer.token,
    );
    expect(shipped.body.orders.map((o) => [o._id, o.status, o.fulfilledByShop])).toEqual([
      [shopOrderId, 'shipped', true],
    ]);
    const pending = await call<SellerOrdersResponse>(
      'GET',
      '/api/orders/seller?status=pending',
      designer.token,
    );
    expect(pending.body.orders).toEqual([]);
  });

  it('exports the sale in the CSV with the buyer cells left empty', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/seller/export?from=${day(-1)}&to=${day(1)}`,
      headers: bearer(designer.token),
    });
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...SELLER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Order ID': shopOrderId,
      'Product Name': teeTitle,
      Quantity: '2',
      'Customer Name': '',
      Email: '',
      Phone: '',
      Address: '',
      District: '',
      State: '',
      'PIN Code': '',
    });
    for (const detail of BUYER_DETAILS) expect(response.body).not.toContain(detail);
  });
});
