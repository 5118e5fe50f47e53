import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  DELIVERY_MESSAGES,
  ORDER_MESSAGES,
  type CartResponse,
  type CreatePaymentResponse,
  type NotificationsResponse,
  type Order,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { apiCaller } from '../../../test/api-request';
import {
  buildDeliveryDetails,
  createAccessory,
  createDesign,
  createUser,
  type CreatedUser,
  simulatorSettleUrl,
} from '../../../test/factories';
import { accessories, orders, payments } from '../../db/schema';

const DELIVERY = buildDeliveryDetails();

describe.each(testDatabaseKinds())('payments and orders API on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
  });

  const call = apiCaller(t);

  const addTee = (token: string, tshirtId: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/cart/add', token, {
      productType: 'tshirt',
      tshirtId,
      size: 'M',
      color: 'Black',
      quantity: 1,
      ...extra,
    });

  const createPayment = (token: string, amount: number, extra: Record<string, unknown> = {}) =>
    call<CreatePaymentResponse>('POST', '/api/payments/create', token, {
      source: 'cart',
      amount,
      deliveryDetails: DELIVERY,
      ...extra,
    });

  const settle = (merchantOrderId: string, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, merchantOrderId),
      payload: { outcome },
    });

  const status = (token: string, merchantOrderId: string) =>
    call<PaymentStatusResponse>('POST', `/api/payments/status/${merchantOrderId}`, token, {
      orderData: { totalAmount: 1 },
    });

  async function countRows(table: typeof payments | typeof orders) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    return row!.n;
  }

  async function stockOf(id: string) {
    const [row] = await t.database.db
      .select({ stock: accessories.stock })
      .from(accessories)
      .where(eq(accessories.id, id));
    return row!.stock;
  }

  it('tells the checkout which pin codes are served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/checkout/settings' });
    expect(response.json()).toEqual({
      // The shop delivers India-wide; the list is its campus PIN codes (decision 0066).
      coverage: 'india',
      deliverablePinCodes: ['784028'],
      // Their district and state, filled in when the shopper types the code (docs/decisions/0034).
      pinCodePlaces: { '784028': { district: 'Sonitpur', state: 'Assam' } },
      advancePercent: 50,
      minPaymentAmount: 1,
      paymentProvider: 'simulator',
    });
  });

  it('needs a signed-in user for payments, orders and notifications', async () => {
    for (const [method, url] of [
      ['POST', '/api/payments/create'],
      ['POST', '/api/payments/status/CT1'],
      ['GET', '/api/orders/myorders'],
      ['POST', '/api/orders'],
      ['GET', '/api/notifications'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });

  it('pays for the cart on the simulator and makes exactly one order, whatever calls the status', async () => {
    const buyer = await createUser(t.app);
    // Self Service: the seller ships the tee and the bottle, so the cart is one fulfiller's, one
    // order (a cart of several fulfillers: orders-per-fulfiller.api.test.ts).
    const tee = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_900,
      deliveryPricePaise: 4_000,
      customizable: true,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const bottle = await createAccessory(t.app, seller.user._id, { pricePaise: 29_900, stock: 4 });
    await addTee(buyer.token, tee.id, {
      quantity: 2,
      wantsCustomization: true,
      customName: 'Ananya',
      finalPrice: 1,
    });
    await call('POST', '/api/cart/add', buyer.token, {
      productType: 'accessory',
      accessoryId: bottle.id,
      quantity: 1,
    });

    // 2 × 499 + 2 × 30 + 299 = 1357: the design's old ₹40 delivery price is no longer charged,
    // and a parcel from the campus to the campus travels free (decision 0066). The page's amount
    // must match the server's.
    const created = await createPayment(buyer.token, 1357, { finalPrice: 1, totalAmount: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, amount: 1357 });
    expect(created.body.redirectUrl).toMatch(
      new RegExp(`^/pay/simulator/${created.body.merchantOrderId}\\?simulatorToken=[\\w-]{43}$`),
    );
    expect(await stockOf(bottle.id)).toBe(3);

    const page = await t.app.inject({ method: 'GET', url: created.body.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₹1,357.00');

    const paid = await settle(created.body.merchantOrderId, 'COMPLETED');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/payment-callback?merchantOrderId=${created.body.merchantOrderId}&transactionId=${created.body.merchantOrderId}`,
    );

    const id = created.body.merchantOrderId;
    const [first, second] = await Promise.all([
      status(buyer.token, id),
      t.app.services.payments.handleWebhook(
        'simulator',
        {
          'x-simulator-signature': t.app.services.simulator.sign(
            JSON.stringify({ merchantOrderId: id, state: 'COMPLETED' }),
          ),
        },
        JSON.stringify({ merchantOrderId: id, state: 'COMPLETED' }),
      ),
    ]);
    expect(first.body).toMatchObject({ success: true, state: 'COMPLETED' });
    expect(second.state).toBe('COMPLETED');
    const again = await status(buyer.token, id);
    expect(again.body.order?._id).toBe(first.body.order?._id);
    const order = first.body.order!;
    expect(order).toMatchObject({
      userId: buyer.user._id,
      totalAmount: 1357,
      deliveryPaymentAmount: 0,
      status: 'pending',
      paymentInfo: {
        paymentStatus: 'COMPLETE',
        advanceAmount: 1357,
        remainingAmount: 0,
        merchantTransactionId: id,
      },
      deliveryDetails: { fullName: 'Ananya Das', phone: '9876543210', pinCode: '784028' },
    });
    expect(
      order.items.map((i) => [i.title, i.quantity, i.finalPrice, i.customizationPrice]),
    ).toEqual([
      [tee.title, 2, 499, 60],
      [bottle.title, 1, 299, 0],
    ]);
    expect(await stockOf(bottle.id)).toBe(3);

    const [orderCount] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.merchantOrderId, id));
    expect(orderCount!.n).toBe(1);
    // The bought lines left the cart; the buyer and the seller were told.
    expect((await call<{ items: unknown[] }>('GET', '/api/cart', buyer.token)).body.items).toEqual(
      [],
    );
    const buyerBell = (await call<NotificationsResponse>('GET', '/api/notifications', buyer.token))
      .body;
    expect(buyerBell.unreadCount).toBe(1);
    expect(buyerBell.notifications[0]).toMatchObject({
      type: 'ORDER_PLACED',
      orderId: order._id,
      isRead: false,
    });
    const sellerBell = (
      await call<NotificationsResponse>('GET', '/api/notifications', seller.token)
    ).body;
    expect(
      sellerBell.notifications.some((n) => n.type === 'ORDER_RECEIVED' && n.orderId === order._id),
    ).toBe(true);

    // The buyer's orders, the order, its timeline, and POST /orders as an idempotent read.
    const mine = await call<Order[]>('GET', '/api/orders/myorders', buyer.token);
    expect(mine.body.map((o) => o._id)).toEqual([order._id]);
    const timeline = await call<{
      steps: { status: string; reached: boolean; current: boolean }[];
    }>('GET', `/api/orders/${order._id}/timeline`, buyer.token);
    expect(timeline.body.steps.filter((s) => s.reached).map((s) => s.status)).toEqual(['pending']);
    // Cancelled is listed only once it happened (docs/decisions/0035).
    expect(timeline.body.steps).toHaveLength(5);
    const placed = await call<Order>('POST', '/api/orders', buyer.token, {
      paymentInfo: { merchantTransactionId: id },
    });
    expect(placed.status).toBe(201);
    expect(placed.body._id).toBe(order._id);
  });

  it('refuses a stale amount with 409 and the fresh price, creating nothing', async () => {
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 59_900 });
    const bottle = await createAccessory(t.app, seller.user._id, { pricePaise: 10_000, stock: 2 });
    await addTee(buyer.token, tee.id);
    await call('POST', '/api/cart/add', buyer.token, {
      productType: 'accessory',
      accessoryId: bottle.id,
    });
    const before = await countRows(payments);

    const stale = await createPayment(buyer.token, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(CHECKOUT_MESSAGES.amountChanged);
    expect(stale.body.message).toContain('699.00');
    expect(await countRows(payments)).toBe(before);
    expect(await stockOf(bottle.id)).toBe(2);
  });

  it('ignores the price of a buy-now item the client sends and charges the catalogue price', async () => {
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 45_000 });
    const item = {
      productType: 'tshirt',
      tshirtId: tee.id,
      size: 'L',
      color: 'White',
      quantity: 2,
      finalPrice: 1,
      discountPrice: 1,
    };
    const cheap = await createPayment(buyer.token, 2, { source: 'buyNow', items: [item] });
    expect(cheap.status).toBe(409);
    const fair = await createPayment(buyer.token, 900, { source: 'buyNow', items: [item] });
    expect(fair.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, fair.body.merchantOrderId));
    expect(row!.amountPaise).toBe(90_000);
  });

  it('takes a bought buy-now item out of the cart and leaves the rest of the cart alone', async () => {
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 45_000 });
    const other = await createDesign(t.app, seller.user._id, { pricePaise: 30_000 });
    await addTee(buyer.token, tee.id, { size: 'L', color: 'White' });
    await addTee(buyer.token, other.id);
    const item = {
      productType: 'tshirt',
      tshirtId: tee.id,
      size: 'L',
      color: 'White',
      quantity: 1,
    };
    const paid = await createPayment(buyer.token, 450, { source: 'buyNow', items: [item] });
    expect(paid.status).toBe(201);
    // Until the payment completes the cart is untouched.
    expect((await call<CartResponse>('GET', '/api/cart', buyer.token)).body.items).toHaveLength(2);
    await settle(paid.body.merchantOrderId, 'COMPLETED');
    expect((await status(buyer.token, paid.body.merchantOrderId)).body.state).toBe('COMPLETED');
    const cart = await call<CartResponse>('GET', '/api/cart', buyer.token);
    expect(cart.body.items.map((l) => l.productId)).toEqual([other.id]);
  });

  it('makes no order on FAILED or CANCELLED and gives the stock back', async () => {
    for (const outcome of ['FAILED', 'CANCELLED'] as const) {
      const buyer = await createUser(t.app);
      const bottle = await createAccessory(t.app, seller.user._id, {
        pricePaise: 20_000,
        stock: 1,
      });
      await call('POST', '/api/cart/add', buyer.token, {
        productType: 'accessory',
        accessoryId: bottle.id,
      });
      const created = await createPayment(buyer.token, 200);
      expect(await stockOf(bottle.id)).toBe(0);
      expect((await settle(created.body.merchantOrderId, outcome)).statusCode).toBe(303);
      const result = await status(buyer.token, created.body.merchantOrderId);
      expect(result.body).toMatchObject({
        success: false,
        state: outcome,
        order: null,
        orders: [],
        message: CHECKOUT_MESSAGES.paymentFailed,
      });
      expect(await stockOf(bottle.id)).toBe(1);
      // Asking again changes nothing (the stock is not given back twice); the cart is intact.
      await status(buyer.token, created.body.merchantOrderId);
      expect(await stockOf(bottle.id)).toBe(1);
      expect(
        (await call<{ items: unknown[] }>('GET', '/api/cart', buyer.token)).body.items,
      ).toHaveLength(1);
      const placed = await call('POST', '/api/orders', buyer.token, {
        merchantOrderId: created.body.merchantOrderId,
      });
      expect(placed.status).toBe(409);
      expect(placed.body.message).toBe(ORDER_MESSAGES.paymentCancelledOrFailed);
    }
  });

  it('sells an accessory with stock 5 to exactly 5 of 50 concurrent buyers', async () => {
    const bottle = await createAccessory(t.app, seller.user._id, { pricePaise: 15_000, stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(t.app)));
    const item = { productType: 'accessory', accessoryId: bottle.id, quantity: 1 };
    const attempts = await Promise.all(
      buyers.map((b) => createPayment(b.token, 150, { source: 'buyNow', items: [item] })),
    );
    const won = attempts.filter((a) => a.status === 201);
    expect(won).toHaveLength(5);
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(45);
    expect(attempts.filter((a) => a.status >= 500)).toHaveLength(0);
    expect(await stockOf(bottle.id)).toBe(0);

    const winners = buyers.filter((_, i) => attempts[i]!.status === 201);
    await Promise.all(won.map((a) => settle(a.body.merchantOrderId, 'COMPLETED')));
    const results = await Promise.all(
      won.map((a, i) => status(winners[i]!.token, a.body.merchantOrderId)),
    );
    expect(results.every((r) => r.body.state === 'COMPLETED' && r.body.order)).toBe(true);
    const [made] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(
          orders.merchantOrderId,
          won.map((a) => a.body.merchantOrderId),
        ),
      );
    expect(made!.n).toBe(5);
    expect(await stockOf(bottle.id)).toBe(0);
  });

  it('keeps payments, orders and notifications to their owner', async () => {
    const buyer = await createUser(t.app);
    const intruder = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 30_000 });
    await addTee(buyer.token, tee.id);
    const created = await createPayment(buyer.token, 300);
    await settle(created.body.merchantOrderId, 'COMPLETED');
    const order = (await status(buyer.token, created.body.merchantOrderId)).body.order!;

    const theirs = await status(intruder.token, created.body.merchantOrderId);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(ORDER_MESSAGES.paymentNotFound);
    expect((await call('GET', `/api/orders/${order._id}`, intruder.token)).status).toBe(404);
    expect((await call('GET', `/api/orders/${order._id}/timeline`, intruder.token)).status).toBe(
      404,
    );
    expect(
      (
        await call('POST', '/api/orders', intruder.token, {
          merchantOrderId: created.body.merchantOrderId,
        })
      ).status,
    ).toBe(404);
    expect((await call<Order[]>('GET', '/api/orders/myorders', intruder.token)).body).toEqual([]);

    const notification = (
      await call<NotificationsResponse>('GET', '/api/notifications', buyer.token)
    ).body.notifications[0]!;
    expect(
      (await call('PATCH', `/api/notifications/${notification._id}/read`, intruder.token)).status,
    ).toBe(404);
    await call('PATCH', '/api/notifications/read-all', intruder.token);
    expect(
      (await call<NotificationsResponse>('GET', '/api/notifications', buyer.token)).body
        .unreadCount,
    ).toBe(1);
    expect(
      (await call('PATCH', `/api/notifications/${notification._id}/read`, buyer.token)).body,
    ).toMatchObject({ isRead: true });
    expect(
      (await call<NotificationsResponse>('GET', '/api/notifications', buyer.token)).body
        .unreadCount,
    ).toBe(0);
  });

  it('checks the delivery details with the spec texts and the PIN directory', async () => {
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 30_000 });
    await addTee(buyer.token, tee.id);
    const cases: [Partial<typeof DELIVERY>, string][] = [
      [{ fullName: ' ' }, CHECKOUT_MESSAGES.fullNameRequired],
      [{ email: 'not-an-email' }, CHECKOUT_MESSAGES.emailInvalid],
      [{ phone: '12345' }, CHECKOUT_MESSAGES.phoneDigits],
      [{ pinCode: '' }, CHECKOUT_MESSAGES.pinCodeRequired],
      [{ state: 'Atlantis' }, CHECKOUT_MESSAGES.stateRequired],
      // A PIN the directory does not know (India-wide delivery: decision 0066).
      [{ pinCode: '999999', state: 'Delhi' }, DELIVERY_MESSAGES.pinUnknown('999999')],
      // The state follows the PIN code (decision 0056): 784028 is in Assam, so no IGST by mistake.
      [{ state: 'West Bengal' }, CHECKOUT_MESSAGES.stateNotOfPinCode('784028', ['Assam'])],
      [{ pinCode: '110001' }, CHECKOUT_MESSAGES.stateNotOfPinCode('110001', ['Delhi'])],
    ];
    for (const [change, message] of cases) {
      const response = await createPayment(buyer.token, 300, {
        deliveryDetails: { ...DELIVERY, ...change },
      });
      expect(response.status, message).toBe(422);
      expect(response.body.message).toBe(message);
    }
    const empty = await createUser(t.app);
    const none = await createPayment(empty.token, 0);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(CART_MESSAGES.cartEmpty);
  });

  it('charges the 50% advance only when every t-shirt allows it', async () => {
    const buyer = await createUser(t.app);
    const plain = await createDesign(t.app, seller.user._id, { pricePaise: 40_000 });
    await addTee(buyer.token, plain.id);
    const refused = await createPayment(buyer.token, 200, { isPartialPaymentAllowed: true });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(CHECKOUT_MESSAGES.partialNotAllowed);

    const flexible = await createDesign(t.app, seller.user._id, {
      pricePaise: 40_100,
      allowPartialPayment: true,
    });
    await addTee(buyer.token, flexible.id);
    // Once, the design that allows it made the other ("50% not allowed") paid 50% too (0055).
    const mixed = await createPayment(buyer.token, 400.5, { isPartialPaymentAllowed: true });
    expect(mixed.status).toBe(422);
    expect(mixed.body.message).toBe(CHECKOUT_MESSAGES.partialNotAllowed);
    const cart = await call<{ summary: { allowPartialPayment: boolean } }>(
      'GET',
      '/api/cart',
      buyer.token,
    );
    expect(cart.body.summary.allowPartialPayment).toBe(false);

    // With only designs that allow it: ₹401, advance round(200.5) = ₹200.50, remaining ₹200.50.
    expect((await call('DELETE', '/api/cart/clear', buyer.token, {})).status).toBe(200);
    await addTee(buyer.token, flexible.id);
    const created = await createPayment(buyer.token, 200.5, { isPartialPaymentAllowed: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await settle(created.body.merchantOrderId, 'COMPLETED');
    const order = (await status(buyer.token, created.body.merchantOrderId)).body.order!;
    expect(order.paymentInfo).toMatchObject({
      paymentStatus: 'PARTIAL',
      advanceAmount: 200.5,
      remainingAmount: 200.5,
      partialPaymentMade: true,
    });
    expect(order.totalAmount).toBe(401);
  });

  it('settles a payment the browser never came back for, once, through reconciliation', async () => {
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 35_000 });
    await addTee(buyer.token, tee.id);
    const created = await createPayment(buyer.token, 350);
    await settle(created.body.merchantOrderId, 'COMPLETED');

    const later = new Date(Date.now() + 3 * 60_000);
    expect(await t.app.services.payments.reconcile(later)).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.payments.reconcile(later)).toBe(0);
    const [made] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.merchantOrderId, created.body.merchantOrderId));
    expect(made!.n).toBe(1);
    expect((await status(buyer.token, created.body.merchantOrderId)).body.state).toBe('COMPLETED');
  });

  it('refuses a webhook with a bad signature and a simulator outcome for an unknown payment', async () => {
    const body = JSON.stringify({ merchantOrderId: 'CTNOPE', state: 'COMPLETED' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/simulator',
      headers: { 'content-type': 'application/json', 'x-simulator-signature': 'a'.repeat(64) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/simulator',
      headers: {
        'content-type': 'application/json',
        'x-simulator-signature': t.app.services.simulator.sign(body),
      },
      payload: body,
    });
    expect(signed.statusCode).toBe(200);
    expect((await settle('CTNOPE', 'COMPLETED')).statusCode).toBe(404);
    expect((await settle('CTNOPE', 'STOLEN')).statusCode).toBe(422);
  });
});
