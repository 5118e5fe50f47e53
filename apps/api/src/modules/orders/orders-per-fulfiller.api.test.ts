import { readFileSync } from 'node:fs';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_MESSAGES,
  SELLER_EXPORT_COLUMNS,
  toPaise,
  type CreatePaymentResponse,
  type NotificationsResponse,
  type Order,
  type PaymentStatusResponse,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createDesign,
  createUser,
  type CreatedUser,
  simulatorSettleUrl,
} from '../../../test/factories';
import { accessories, orders, payments } from '../../db/schema';

const SELF_SERVICE = { printWithPlatform: false, deliverWithPlatform: false } as const;

const sumPaise = (values: number[]) => values.reduce((s, v) => s + toPaise(v), 0);

describe.each(testDatabaseKinds())('one order per fulfiller on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let designer: CreatedUser;
  let seller: CreatedUser;

  beforeAll(async () => {
    designer = await createUser(t.app, { fullName: 'Designer Das' });
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
  });

  async function stockOf(id: string) {
    const [row] = await t.database.db
      .select({ stock: accessories.stock })
      .from(accessories)
      .where(eq(accessories.id, id));
    return row!.stock;
  }

  async function ordersOfPayment(merchantOrderId: string) {
    return t.database.db.select().from(orders).where(eq(orders.merchantOrderId, merchantOrderId));
  }

  /** Puts the items in the buyer's cart, pays on the simulator and asks for the status. */
  async function buy(
    buyer: CreatedUser,
    items: Record<string, unknown>[],
    amount: number,
    partial = false,
  ) {
    for (const item of items) {
      expect((await call('POST', '/api/cart/add', buyer.token, item)).status).toBe(201);
    }
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'cart',
      amount,
      isPartialPaymentAllowed: partial,
      deliveryDetails: buildDeliveryDetails({ fullName: '=Ananya, "Annie" Das' }),
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
    expect(paid.body.state).toBe('COMPLETED');
    return { merchantOrderId: id, first: paid.body.order! };
  }

  /** A Print & Delivery tee of the designer (odd paise) and an accessory of the seller. */
  async function twoFulfillerCart() {
    const tee = await createDesign(t.app, designer.user._id, {
      pricePaise: 49_901,
      allowPartialPayment: true,
    });
    const mug = await createAccessory(t.app, seller.user._id, {
      title: 'Campus Mug',
      pricePaise: 20_001,
      stock: 5,
    });
    const items = [
      { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 },
      { productType: 'accessory', accessoryId: mug.id, quantity: 2 },
    ];
    // 499.01 + 2 × 200.01 = 899.03
    return { tee, mug, items, total: 899.03 };
  }

  it('splits a paid cart of two fulfillers into two orders under one payment, exactly once', async () => {
    const buyer = await createUser(t.app);
    const { tee, mug, items, total } = await twoFulfillerCart();
    const { merchantOrderId, first } = await buy(buyer, items, total);

    const mine = (await call<Order[]>('GET', '/api/orders/myorders', buyer.token)).body;
    expect(mine).toHaveLength(2);
    const shop = mine.find((o) => o.fulfillerId === null)!;
    const sellers = mine.find((o) => o.fulfillerId === seller.user._id)!;
    // The shop's order is the payment's first, the one the shopper is shown.
    expect(first._id).toBe(shop._id);
    expect(shop.items.map((i) => i.tshirtId)).toEqual([tee.id]);
    expect(sellers.items.map((i) => [i.accessoryId, i.quantity])).toEqual([[mug.id, 2]]);
    expect(mine.every((o) => o.paymentInfo.merchantTransactionId === merchantOrderId)).toBe(true);
    expect([shop.totalAmount, sellers.totalAmount]).toEqual([499.01, 400.02]);
    expect(sumPaise(mine.map((o) => o.totalAmount))).toBe(toPaise(total));
    expect(sumPaise(mine.map((o) => o.paymentInfo.advanceAmount))).toBe(toPaise(total));
    expect(mine.every((o) => o.paymentInfo.remainingAmount === 0)).toBe(true);
    expect(mine.every((o) => o.status === 'pending' && o.statusHistory.length === 1)).toBe(true);

    // The status call again, the webhook and the status path directly: still two orders.
    const again = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${merchantOrderId}`,
      buyer.token,
    );
    expect(again.body.order?._id).toBe(first._id);
    expect(again.body.orders.map((o) => o._id).sort()).toEqual(mine.map((o) => o._id).sort());
    const body = JSON.stringify({ merchantOrderId, state: 'COMPLETED' });
    await t.app.services.payments.handleWebhook(
      'simulator',
      { 'x-simulator-signature': t.app.services.simulator.sign(body) },
      body,
    );
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId));
    await Promise.all(
      [1, 2].map(() =>
        t.app.services.payments.applyStatus(payment!.id, {
          state: 'COMPLETED',
          amountPaise: payment!.amountPaise,
          providerTransactionId: 'T-again',
        }),
      ),
    );
    expect(await ordersOfPayment(merchantOrderId)).toHaveLength(2);
    expect(await stockOf(mug.id)).toBe(3);

    // The buyer hears once; the seller hears of their own order only; the designer of the
    // shop's tee has no order to act on.
    const bell = async (user: CreatedUser, type: string) =>
      (
        await call<NotificationsResponse>('GET', '/api/notifications', user.token)
      ).body.notifications.filter((n) => n.type === type);
    expect(await bell(buyer, 'ORDER_PLACED')).toHaveLength(1);
    const sellerNews = await bell(seller, 'ORDER_RECEIVED');
    expect(sellerNews.map((n) => n.orderId)).toEqual([sellers._id]);
    expect(sellerNews[0]!.message).toContain('2 × Campus Mug');
    expect((await bell(designer, 'ORDER_RECEIVED')).filter((n) => n.orderId === shop._id)).toEqual(
      [],
    );
  });

  it('splits the 50% advance across the orders so the parts add up to what was paid', async () => {
    const buyer = await createUser(t.app);
    const { tee } = await twoFulfillerCart();
    // The advance needs every line to allow it (decision 0055): the seller's own Self Service
    // tee instead of the mug, 400.02 like the two mugs.
    const own = await createDesign(t.app, seller.user._id, {
      pricePaise: 40_002,
      allowPartialPayment: true,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const items = [
      { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 },
      { productType: 'tshirt', tshirtId: own.id, size: 'M', color: 'Black', quantity: 1 },
    ];
    const total = 899.03;
    // 899.03 → advance round(89 903 / 2) = 44 952 paise (449.52)
    const { merchantOrderId } = await buy(buyer, items, 449.52, true);
    const made = await ordersOfPayment(merchantOrderId);
    expect(made).toHaveLength(2);
    expect(made.reduce((s, o) => s + o.advanceAmountPaise, 0)).toBe(44_952);
    expect(made.reduce((s, o) => s + o.remainingAmountPaise, 0)).toBe(toPaise(total) - 44_952);
    for (const order of made) {
      expect(order.partialPayment).toBe(true);
      expect(order.advanceAmountPaise + order.remainingAmountPaise).toBe(order.totalAmountPaise);
    }
    // Proportional to the totals: 49 901 and 40 002 paise of 89 903.
    const byTotal = made.sort((a, b) => b.totalAmountPaise - a.totalAmountPaise);
    expect(byTotal.map((o) => [o.totalAmountPaise, o.advanceAmountPaise])).toEqual([
      [49_901, 24_951],
      [40_002, 20_001],
    ]);
  });

  it('lets the fulfilling seller confirm or cancel (with a reason, giving stock back), nothing more', async () => {
    const buyer = await createUser(t.app);
    const { mug, items, total } = await twoFulfillerCart();
    await buy(buyer, items, total);
    const mine = (await call<Order[]>('GET', '/api/orders/myorders', buyer.token)).body;
    const shop = mine.find((o) => o.fulfillerId === null)!;
    const sellers = mine.find((o) => o.fulfillerId === seller.user._id)!;
    const patch = (orderId: string, token: string, payload: Record<string, unknown>) =>
      call<Order>('PATCH', `/api/orders/${orderId}/status`, token, payload);

    // Not theirs: the shop's order of the same payment; nor is either order the tee's designer's.
    expect((await patch(shop._id, seller.token, { status: 'confirmed' })).status).toBe(404);
    expect((await patch(shop._id, designer.token, { status: 'confirmed' })).status).toBe(404);
    expect((await patch(sellers._id, designer.token, { status: 'confirmed' })).status).toBe(404);
    // Not a seller's move.
    expect((await patch(sellers._id, seller.token, { status: 'shipped' })).status).toBe(409);
    const noReason = await patch(sellers._id, seller.token, { status: 'cancelled' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(ORDER_STATUS_MESSAGES.cancelReasonRequired);
    expect(await stockOf(mug.id)).toBe(3);

    expect((await patch(sellers._id, seller.token, { status: 'confirmed' })).body.status).toBe(
      'confirmed',
    );
    const cancelled = await patch(sellers._id, seller.token, {
      status: 'cancelled',
      remark: 'Mugs broke in transit',
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(mug.id)).toBe(5);
    // Final: a second cancellation is refused and gives nothing back twice.
    expect(
      (await patch(sellers._id, seller.token, { status: 'cancelled', remark: 'again' })).status,
    ).toBe(409);
    expect(await stockOf(mug.id)).toBe(5);
    // The shop's order of the same payment is untouched.
    const shopNow = (await call<Order>('GET', `/api/orders/${shop._id}`, buyer.token)).body;
    expect(shopNow.status).toBe('pending');
  });

  it("lists the orders a seller fulfils and the shop's holding their designs, with only their lines, filtered, paged and summed", async () => {
    const fulfiller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const selfTee = await createDesign(t.app, fulfiller.user._id, {
      ...SELF_SERVICE,
      pricePaise: 30_000,
    });
    const cap = await createAccessory(t.app, fulfiller.user._id, { pricePaise: 10_000, stock: 9 });
    const shopTee = await createDesign(t.app, fulfiller.user._id, { pricePaise: 50_000 });
    // One payment: the fulfiller's own tee and cap, and their Print & Delivery tee (the shop's).
    await buy(
      buyer,
      [
        { productType: 'tshirt', tshirtId: selfTee.id, size: 'M', color: 'Black', quantity: 2 },
        { productType: 'accessory', accessoryId: cap.id, quantity: 1 },
        { productType: 'tshirt', tshirtId: shopTee.id, size: 'M', color: 'Black', quantity: 1 },
      ],
      600 + 100 + 500,
    );
    await buy(buyer, [{ productType: 'accessory', accessoryId: cap.id, quantity: 3 }], 300);

    const list = await call<SellerOrdersResponse>('GET', '/api/orders/seller', fulfiller.token);
    expect(list.status).toBe(200);
    expect(list.body.orders).toHaveLength(3);
    // The shop's order of their design: read-only, no buyer details (docs/decisions/0048).
    const shop = list.body.orders.filter((o) => o.fulfilledByShop);
    expect(
      shop.map((o) => [o.fulfillerId, o.deliveryDetails, o.items.map((i) => i.title)]),
    ).toEqual([[null, null, [shopTee.title]]]);
    const own = list.body.orders.filter((o) => !o.fulfilledByShop);
    expect(own.every((o) => o.fulfillerId === fulfiller.user._id)).toBe(true);
    const order = own[1]!;
    expect(order.items.map((i) => i.title)).toEqual([selfTee.title, cap.title]);
    expect(order).not.toHaveProperty('userId');
    expect(order.deliveryDetails).toMatchObject({ pinCode: '784028', phone: '9876543210' });
    expect(list.body.summary).toMatchObject({
      orders: 2,
      units: 6,
      revenue: 1000,
      shopFulfilled: { orders: 1, units: 1 },
    });
    expect(list.body.pagination).toMatchObject({ totalItems: 3, currentPage: 1 });

    // Paged across both kinds in the list's own order, newest first.
    for (const page of [1, 2, 3]) {
      const paged = await call<SellerOrdersResponse>(
        'GET',
        `/api/orders/seller?limit=1&page=${page}`,
        fulfiller.token,
      );
      expect(paged.body.orders.map((o) => o._id)).toEqual([list.body.orders[page - 1]!._id]);
      expect(paged.body.pagination).toMatchObject({ totalPages: 3, itemsPerPage: 1 });
    }
    const created = list.body.orders.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    await call('PATCH', `/api/orders/${order._id}/status`, fulfiller.token, {
      status: 'confirmed',
    });
    const confirmed = await call<SellerOrdersResponse>(
      'GET',
      '/api/orders/seller?status=confirmed',
      fulfiller.token,
    );
    expect(confirmed.body.orders.map((o) => o._id)).toEqual([order._id]);
    const pending = await call<SellerOrdersResponse>(
      'GET',
      '/api/orders/seller?status=pending',
      fulfiller.token,
    );
    expect(pending.body.orders.map((o) => o._id)).toEqual(
      list.body.orders.filter((o) => o._id !== order._id).map((o) => o._id),
    );
    expect(pending.body.pagination.totalItems).toBe(2);
    await call('PATCH', `/api/orders/${order._id}/status`, fulfiller.token, {
      status: 'cancelled',
      remark: 'Out of stock',
    });
    // Cancelled orders leave the summary.
    const after = await call<SellerOrdersResponse>('GET', '/api/orders/seller', fulfiller.token);
    expect(after.body.summary).toMatchObject({
      orders: 1,
      units: 3,
      revenue: 300,
      shopFulfilled: { orders: 1, units: 1 },
    });
    // A period before any sale is empty.
    const before = await call<SellerOrdersResponse>(
      'GET',
      '/api/orders/seller?from=2020-01-01&to=2020-01-31',
      fulfiller.token,
    );
    expect(before.body.orders).toEqual([]);
    expect(before.body.summary).toMatchObject({
      orders: 0,
      units: 0,
      revenue: 0,
      shopFulfilled: { orders: 0, units: 0 },
    });
    expect(
      (await call('GET', '/api/orders/seller?status=teleported', fulfiller.token)).status,
    ).toBe(422);
    // Someone who sells nothing sees nothing.
    expect(
      (await call<SellerOrdersResponse>('GET', '/api/orders/seller', buyer.token)).body,
    ).toMatchObject({
      orders: [],
      summary: { orders: 0 },
    });
  });

  it('exports the period as CSV with the seller columns, both dates required', async () => {
    const buyer = await createUser(t.app);
    const exporter = await createUser(t.app);
    const bottle = await createAccessory(t.app, exporter.user._id, {
      title: 'Bottle, "steel"',
      pricePaise: 12_345,
      stock: 4,
    });
    const { merchantOrderId } = await buy(
      buyer,
      [{ productType: 'accessory', accessoryId: bottle.id, quantity: 2 }],
      246.9,
    );

    for (const query of ['', '?from=2026-01-01', '?to=2026-01-01', '?from=x&to=y']) {
      const refused = await call('GET', `/api/orders/seller/export${query}`, exporter.token);
      expect(refused.status, query).toBe(422);
      expect(refused.body.message).toBe(ORDER_MESSAGES.exportDatesRequired);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/seller/export' })).statusCode,
    ).toBe(401);

    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/seller/export?from=${day(-2)}&to=${day(2)}`,
      headers: { authorization: `Bearer ${exporter.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`sales_${day(-2)}_to_${day(2)}.csv`);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...SELLER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(1);
    const [order] = await ordersOfPayment(merchantOrderId);
    expect(rows[0]).toMatchObject({
      'Order ID': order!.id,
      // A leading = is neutralised, the comma and quotes survive quoting.
      'Customer Name': `'=Ananya, "Annie" Das`,
      'Product Name': 'Bottle, "steel"',
      'Size/Type': 'Accessory',
      Quantity: '2',
      'Base Price': '123.45',
      'Price Paid': '123.45',
      'Line Total': '246.9',
      'Total Amount': '246.9',
      // The screens' words, not the raw PARTIAL/COMPLETE (docs/decisions/0035).
      'Payment Status': 'Paid',
      'Order Status': 'pending',
      'PIN Code': '784028',
    });

    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/orders/seller/export?from=2020-01-01&to=2020-01-02',
      headers: { authorization: `Bearer ${exporter.token}` },
    });
    expect(parse(empty.body)).toEqual([[...SELLER_EXPORT_COLUMNS]]);
  });

  it('backfills the fulfiller of orders made before the split (migration 0006)', async () => {
    const buyer = await createUser(t.app);
    const own = await createUser(t.app);
    const selfTee = await createDesign(t.app, own.user._id, SELF_SERVICE);
    const shopTee = await createDesign(t.app, own.user._id);
    const a = await buy(
      buyer,
      [{ productType: 'tshirt', tshirtId: selfTee.id, size: 'M', color: 'Black', quantity: 1 }],
      499,
    );
    const b = await buy(
      buyer,
      [{ productType: 'tshirt', tshirtId: shopTee.id, size: 'M', color: 'Black', quantity: 1 }],
      499,
    );
    // As they were before the migration: no fulfiller.
    await t.database.db.execute(
      sql`update orders set fulfiller_id = null where merchant_order_id in (${a.merchantOrderId}, ${b.merchantOrderId})`,
    );
    const migration = readFileSync(
      new URL('../../db/migrations/0006_orders_per_fulfiller.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('UPDATE "orders"');
    await t.database.db.execute(sql.raw(backfill));
    expect((await ordersOfPayment(a.merchantOrderId))[0]!.fulfillerId).toBe(own.user._id);
    expect((await ordersOfPayment(b.merchantOrderId))[0]!.fulfillerId).toBeNull();
  });
});
