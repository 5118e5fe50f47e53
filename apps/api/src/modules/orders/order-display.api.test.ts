import {
  formatShopDate,
  lineAmountPaise,
  SHIPMENT_MESSAGES,
  shortOrderId,
  toPaise,
  type AdminOrdersResponse,
  type CreatePaymentResponse,
  type NotificationsResponse,
  type Order,
} from '@campus-threads/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  buildDeliveryDetails,
  createAdmin,
  createDesign,
  createUser,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import { orders } from '../../db/schema';
import { flatDeliveryFees, shipFrom } from '../../../test/delivery-fixtures';

/** Today in India (the exports' days). */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const READABLE_INDIA_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/;

/**
 * How an order reads on every screen and file (docs/decisions/0035): one payment
 * status, nothing due once cancelled, a split payment's notice, lines with their fee, the seller's
 * name, the promised delivery date, the timeline, the CSVs.
 */
describe.each(testDatabaseKinds())('orders as they are shown on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let designer: CreatedUser;
  let seller: CreatedUser;
  let admin: CreatedUser;
  let buyer: CreatedUser;
  let tee: Order;
  let mug: Order;
  let teeTitle: string;

  /** A cart paid with the 50% advance: the seller's mug first, then the shop's named tee on sale. */
  beforeAll(async () => {
    designer = await createUser(t.app, { fullName: 'Designer Das' });
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
    admin = await createAdmin(t.app, t.database.db);
    buyer = await createUser(t.app);
    // The shop's parcel to the campus costs ₹50; the seller's, from Guwahati, travels free.
    await flatDeliveryFees(t, { campus: 5_000, state: 0 });
    await shipFrom(t.app, seller.user._id, '781039');
    const design = await createDesign(t.app, designer.user._id, {
      pricePaise: 59_900,
      discountPricePaise: 49_900,
      customizable: true,
      customizableParts: ['Back'],
      allowPartialPayment: true,
    });
    teeTitle = design.title;
    // The seller's own Self Service tee (the advance needs every line to allow it: decision 0055).
    const own = await createDesign(t.app, seller.user._id, {
      title: 'Campus Mug',
      pricePaise: 10_000,
      allowPartialPayment: true,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    for (const item of [
      { productType: 'tshirt', tshirtId: own.id, size: 'M', color: 'Black', quantity: 2 },
      {
        productType: 'tshirt',
        tshirtId: design.id,
        size: 'M',
        color: 'Black',
        quantity: 1,
        wantsCustomization: true,
        customName: 'RIYA',
      },
    ]) {
      expect((await call('POST', '/api/cart/add', buyer.token, item)).status).toBe(201);
    }
    // Tee 499 + 30 + 50 delivery = 579, mugs 2 × 100 = 200: 779, advance 389.50.
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'cart',
      amount: 389.5,
      isPartialPaymentAllowed: true,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.merchantOrderId;
    // The hosted page's own address (and whatever it carries) settles it.
    const search = new URL(created.body.redirectUrl, 'http://shop.test').search;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/${id}${search}`,
      payload: { outcome: 'COMPLETED' },
    });
    await call('POST', `/api/payments/status/${id}`, buyer.token);
    const mine = (await call<Order[]>('GET', '/api/orders/myorders', buyer.token)).body;
    tee = mine.find((o) => o.fulfillerId === null)!;
    mug = mine.find((o) => o.fulfillerId === seller.user._id)!;
    expect([tee.totalAmount, tee.paymentInfo.remainingAmount]).toEqual([579, 289.5]);
  });

  const adminOrder = async (orderId: string) =>
    (
      await call<AdminOrdersResponse>(
        'GET',
        `/api/orders/admin?q=${shortOrderId(orderId)}`,
        admin.token,
      )
    ).body.orders.find((o) => o._id === orderId)!;

  const bell = async (user: CreatedUser) =>
    (await call<NotificationsResponse>('GET', '/api/notifications', user.token)).body.notifications;

  const csv = async (url: string, token: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return parse(response.body, { columns: true }) as Record<string, string>[];
  };

  it("names an item of each order in a split payment's notice", async () => {
    const placed = (await bell(buyer)).find((n) => n.type === 'ORDER_PLACED')!;
    const [a, b] = [shortOrderId(tee._id), shortOrderId(mug._id)];
    expect(placed.message).toBe(
      `Your order #${a} is placed: ${teeTitle}. It comes as 2 orders: #${a} (${teeTitle}), #${b} (Campus Mug).`,
    );
    expect(placed.productInfo?.name).toBe(teeTitle);
  });

  it("names each item's seller and adds a line's fee to its amount, so the lines add up", async () => {
    expect(tee.items.map((i) => i.sellerName)).toEqual(['Designer Das']);
    expect(mug.items.map((i) => [i.sellerId, i.sellerName])).toEqual([
      [seller.user._id, 'Seller Sen'],
    ]);
    for (const order of [tee, mug]) {
      const lines = order.items.reduce((sum, item) => sum + lineAmountPaise(item), 0);
      expect(lines + toPaise(order.deliveryPaymentAmount)).toBe(toPaise(order.totalAmount));
    }
  });

  it('counts the admin row by lines, as its expanded view lists them', async () => {
    expect((await adminOrder(mug._id)).itemCount).toBe(1);
  });

  it('words the advance "50% paid, ₹289.50 due" and a refunded cancelled order "Refunded" for seller and admin, nothing due', async () => {
    expect((await adminOrder(tee._id)).paymentStatus).toBe('pending');
    const cancel = await call('PATCH', `/api/orders/${mug._id}/status`, seller.token, {
      status: 'cancelled',
      remark: 'Out of stock',
    });
    expect(cancel.status).toBe(200);
    const cancelled = await adminOrder(mug._id);
    expect(cancelled.refund?.status).toBe('COMPLETED');
    expect(cancelled.paymentStatus).toBe('refunded');
    // Nothing is due on it: the admin's "pending" filter leaves it out.
    const due = await call<AdminOrdersResponse>(
      'GET',
      `/api/orders/admin?paymentStatus=pending&q=${shortOrderId(mug._id)}`,
      admin.token,
    );
    expect(due.body.orders).toEqual([]);

    const day = indiaToday();
    const adminRows = await csv(`/api/orders/admin/export?from=${day}&to=${day}`, admin.token);
    const teeRow = adminRows.find((r) => r['Order ID'] === tee._id)!;
    expect(teeRow).toMatchObject({
      'Payment Status': '50% paid, ₹289.50 due',
      'Base Price': '599',
      'Price Paid': '499',
      'Customization Price': '30',
      'Line Total': '529',
    });
    expect(teeRow['Order Date']).toMatch(READABLE_INDIA_TIME);
    expect(adminRows.find((r) => r['Order ID'] === mug._id)).toMatchObject({
      'Payment Status': 'Refunded',
      'Price Paid': '100',
      'Line Total': '200',
    });

    const sellerRows = await csv(`/api/orders/seller/export?from=${day}&to=${day}`, seller.token);
    const mugRow = sellerRows.find((r) => r['Order ID'] === mug._id)!;
    expect(mugRow).toMatchObject({ 'Payment Status': 'Refunded', 'Price Paid': '100' });
    expect(mugRow['Order Date']).toMatch(READABLE_INDIA_TIME);
  });

  it('lists Cancelled on the timeline only once it happened', async () => {
    type Timeline = { steps: { status: string }[] };
    const live = await call<Timeline>('GET', `/api/orders/${tee._id}/timeline`, buyer.token);
    expect(live.body.steps.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    const gone = await call<Timeline>('GET', `/api/orders/${mug._id}/timeline`, buyer.token);
    expect(gone.body.steps.map((s) => s.status)).toContain('cancelled');
  });

  it('keeps the promised delivery date on confirming, and tells the buyer whenever the day changes', async () => {
    const patch = (payload: Record<string, unknown>) =>
      call<Order>('PATCH', `/api/orders/${tee._id}/status`, admin.token, payload);
    const short = shortOrderId(tee._id);
    const statusNews = async () =>
      (await bell(buyer)).filter((n) => n.type === 'ORDER_STATUS' && n.orderId === tee._id);

    const confirmed = await patch({ status: 'confirmed', remark: '' });
    expect(confirmed.body.expectedDeliveryDate).toBe(tee.expectedDeliveryDate);
    expect((await statusNews())[0]!.message).toBe(`Your order #${short}: Order Confirmed.`);

    // Running late: the day the checkout promised from the zone has passed, so shipping moves
    // it to the standard pace (5 more days; decision 0066).
    await t.database.db
      .update(orders)
      .set({ expectedDeliveryDate: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, tee._id));
    const shipped = await patch({ status: 'shipped', remark: 'Sent', ...TEST_SHIPMENT });
    const later = new Date(shipped.body.expectedDeliveryDate);
    expect(later.getTime()).toBeGreaterThan(Date.now() + 4 * 86_400_000);
    const { courier, trackingNumber } = TEST_SHIPMENT;
    expect((await statusNews())[0]!.message).toBe(
      `Your order #${short}: Order Shipped. ${SHIPMENT_MESSAGES.shippedWith(courier, trackingNumber)} Expected delivery is now ${formatShopDate(later)}.`,
    );

    // An admin's new date is news too.
    const next = new Date(Date.now() + 9 * 86_400_000);
    const moved = await call('PATCH', `/api/orders/${tee._id}/delivery-date`, admin.token, {
      expectedDeliveryDate: next.toISOString(),
    });
    expect(moved.status).toBe(200);
    expect((await statusNews())[0]!.message).toBe(
      `Your order #${short}: expected delivery is now ${formatShopDate(next)}.`,
    );
  });
});
