import {
  formatRupees,
  REFUND_MESSAGES,
  shortOrderId,
  type CreatePaymentResponse,
  type NotificationsResponse,
  type Order,
  type PaymentStatusResponse,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
  simulatorSettleUrl,
} from '../../../test/factories';
import { auditLog } from '../../db/schema/audit';
import { accessories } from '../../db/schema/accessories';
import { simulatorRefunds } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { merchantRefundIdOf } from './refund-kinds';

describe.each(testDatabaseKinds())('refunds of cancelled paid orders on %s', (kind) => {
  const t = useTestApp(kind);
  // After every test, for every accessory: initial stock = available + held + sold.
  beforeAll(() => trackInitialStock(t.database));
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });
  const call = apiCaller(t);

  const cancel = (orderId: string, token: string, remark = 'Buyer asked to cancel') =>
    call<Order>('PATCH', `/api/orders/${orderId}/status`, token, { status: 'cancelled', remark });

  /** Pays for `items` through the simulator and answers the payment's orders. */
  async function pay(
    buyer: CreatedUser,
    items: Record<string, unknown>[],
    amount: number,
    partial = false,
  ): Promise<Order[]> {
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items,
      amount,
      isPartialPaymentAllowed: partial,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.merchantOrderId;
    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, id),
      payload: { outcome: 'COMPLETED' },
    });
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${id}`,
      buyer.token,
    );
    expect(status.body.state).toBe('COMPLETED');
    return status.body.orders;
  }

  async function refundRows(orderId: string) {
    return t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  }

  async function stockOf(id: string) {
    const [row] = await t.database.db
      .select({ stock: accessories.stock })
      .from(accessories)
      .where(eq(accessories.id, id));
    return row!.stock;
  }

  const myOrders = async (buyer: CreatedUser) =>
    (await call<Order[]>('GET', '/api/orders/myorders', buyer.token)).body;

  const bell = async (buyer: CreatedUser) =>
    (await call<NotificationsResponse>('GET', '/api/notifications', buyer.token)).body;

  it('refunds a paid order once when an admin cancels it twice at the same moment', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const bottle = await createAccessory(t.app, seller.user._id, { pricePaise: 25_000, stock: 5 });
    const [order] = await pay(
      buyer,
      [{ productType: 'accessory', accessoryId: bottle.id, quantity: 2 }],
      500,
    );
    expect(await stockOf(bottle.id)).toBe(3);

    const answers = await Promise.all([
      cancel(order!._id, admin.token, 'Out of stock at the warehouse'),
      cancel(order!._id, admin.token, 'Out of stock at the warehouse'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);

    const rows = await refundRows(order!._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountPaise: 50_000,
      state: 'COMPLETED',
      provider: 'simulator',
      merchantRefundId: merchantRefundIdOf('cancel', order!._id),
      reason: 'Out of stock at the warehouse',
      requestedBy: admin.user._id,
      attempts: 1,
    });
    expect(rows[0]!.completedAt).toBeInstanceOf(Date);
    const atSimulator = await t.database.db
      .select()
      .from(simulatorRefunds)
      .where(eq(simulatorRefunds.merchantOrderId, order!.paymentInfo.merchantTransactionId));
    expect(atSimulator).toHaveLength(1);
    expect(atSimulator[0]!.amountPaise).toBe(50_000);
    // The two units come back once.
    expect(await stockOf(bottle.id)).toBe(5);

    // The admin's cancel leaves one refund entry beside the status one, with who and what.
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order!._id), eq(auditLog.action, 'order.refund')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user._id,
      actorName: admin.user.fullName,
      entityType: 'order',
      before: null,
      after: {
        amount: 500,
        state: 'PENDING',
        merchantRefundId: merchantRefundIdOf('cancel', order!._id),
        reason: 'Out of stock at the warehouse',
      },
    });

    // The buyer sees it on the order and in the bell.
    const mine = (await myOrders(buyer)).find((o) => o._id === order!._id)!;
    expect(mine.status).toBe('cancelled');
    expect(mine.refund).toMatchObject({ amount: 500, status: 'COMPLETED' });
    expect(mine.refund!.completedAt).not.toBeNull();
    const single = (await call<Order>('GET', `/api/orders/${order!._id}`, buyer.token)).body;
    expect(single.refund).toEqual(mine.refund);
    const news = (await bell(buyer)).notifications.filter((n) => n.type === 'ORDER_REFUND');
    expect(news.map((n) => n.message)).toEqual([
      REFUND_MESSAGES.completedNotice(shortOrderId(order!._id), formatRupees(50_000)),
      REFUND_MESSAGES.startedNotice(shortOrderId(order!._id), formatRupees(50_000)),
    ]);
    expect(news.every((n) => n.orderId === order!._id)).toBe(true);

    // A later retry run has nothing to do.
    expect(await t.app.services.refunds.retryPending(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(await refundRows(order!._id)).toHaveLength(1);
  });

  it("refunds when a seller cancels their own order, without an admin's audit entry", async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, {
      pricePaise: 45_000,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const order = await createPaidOrder(t.app, buyer, tee.id);
    expect(order.fulfillerId).toBe(seller.user._id);
    expect(order.refund).toBeNull();

    const cancelled = await cancel(order._id, seller.token, 'Out of blanks');
    expect(cancelled.status).toBe(200);
    const [row] = await refundRows(order._id);
    expect(row).toMatchObject({
      amountPaise: Math.round(order.totalAmount * 100),
      state: 'COMPLETED',
      requestedBy: seller.user._id,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order._id));
    expect(audit).toHaveLength(0);
    // The seller's sales history shows the refund too.
    const sales = (await call<SellerOrdersResponse>('GET', '/api/orders/seller', seller.token))
      .body;
    expect(sales.orders.find((o) => o._id === order._id)?.refund?.status).toBe('COMPLETED');
    expect((await myOrders(buyer))[0]!.refund?.amount).toBe(order.totalAmount);
  });

  it('refunds only the advance of an order paid with the 50% option', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id, {
      pricePaise: 40_100,
      allowPartialPayment: true,
    });
    const [order] = await pay(
      buyer,
      [{ productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 2 }],
      // 2 × 401 = 802 (+ delivery 0): advance ₹401.00.
      401,
      true,
    );
    expect(order!.paymentInfo).toMatchObject({ partialPaymentMade: true, advanceAmount: 401 });
    expect((await cancel(order!._id, admin.token)).status).toBe(200);
    const [row] = await refundRows(order!._id);
    expect(row!.amountPaise).toBe(40_100);
    expect((await myOrders(buyer))[0]!.refund).toMatchObject({ amount: 401, status: 'COMPLETED' });
  });

  it('keeps a refund PENDING when the provider fails, and the retry job completes it once', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 30_000 });
    const order = await createPaidOrder(t.app, buyer, tee.id);

    const provider = t.app.services.simulator;
    const realRefund = provider.refund;
    provider.refund = () => Promise.reject(new Error('simulated outage'));
    try {
      expect((await cancel(order._id, admin.token)).status).toBe(200);
    } finally {
      provider.refund = realRefund;
    }
    const [pending] = await refundRows(order._id);
    expect(pending).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'simulated outage' });
    expect((await myOrders(buyer))[0]!.refund).toMatchObject({
      amount: order.totalAmount,
      status: 'PENDING',
      completedAt: null,
    });

    // Not due yet: the first retry waits a minute after the cancel.
    expect(await t.app.services.refunds.retryPending(new Date())).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    const [first, second] = await Promise.all([
      t.app.services.refunds.retryPending(later),
      t.app.services.refunds.retryPending(later),
    ]);
    expect(first! + second!).toBe(1);
    const [done] = await refundRows(order._id);
    expect(done).toMatchObject({ state: 'COMPLETED', attempts: 2, lastError: null });
    const atSimulator = await t.database.db
      .select()
      .from(simulatorRefunds)
      .where(eq(simulatorRefunds.merchantRefundId, done!.merchantRefundId));
    expect(atSimulator).toHaveLength(1);
    expect((await myOrders(buyer))[0]!.refund?.status).toBe('COMPLETED');
  });

  it('reads the refunds of a whole page of orders in one statement', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 20_000 });
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await createPaidOrder(t.app, buyer, tee.id));
    for (const order of placed) await cancel(order._id, admin.token);

    const statements: string[] = [];
    const stop = t.database.observeQueries((q) => statements.push(q));
    const mine = await myOrders(buyer);
    stop();
    expect(mine.filter((o) => o.refund?.status === 'COMPLETED')).toHaveLength(3);
    expect(statements.filter((q) => /from "refunds"/i.test(q))).toHaveLength(1);
  });
});
