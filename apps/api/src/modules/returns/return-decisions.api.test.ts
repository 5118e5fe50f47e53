import {
  RETURN_MESSAGES,
  shortOrderId,
  type NotificationsResponse,
  type Order,
  type PaymentStatusResponse,
  type ReturnRequest,
} from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import { accessoryItem, returnsKit, teeItem } from '../../../test/returns-fixtures';
import { accessories } from '../../db/schema/accessories';
import { auditLog } from '../../db/schema/audit';
import { earnings } from '../../db/schema/earnings';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { refunds } from '../../db/schema/refunds';

describe.each(testDatabaseKinds())('deciding exchanges and returns on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = returnsKit(t);
  let admin: CreatedUser;
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let buyer: CreatedUser;
  /** Seller-fulfilled (Self Service). */
  let teeId: string;
  /** The shop prints and ships it (Print & Delivery) for the seller. */
  let shopTeeId: string;

  beforeAll(async () => {
    await trackInitialStock(t.database);
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Sana' });
    otherSeller = await createUser(t.app, { fullName: 'Seller Omar' });
    buyer = await createUser(t.app, { fullName: 'Buyer Bina' });
    teeId = (await createDesign(t.app, seller.user._id, { deliverWithPlatform: false })).id;
    shopTeeId = (await createDesign(t.app, seller.user._id)).id;
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  async function exchangeRequest(tshirtId: string, exchangeSize = 'L') {
    const order = await kit.delivered(buyer, admin, teeItem(tshirtId));
    const request = await kit.asked(buyer, order._id, {
      type: 'exchange',
      reason: 'Too small',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1, exchangeSize }],
    });
    return { order, request };
  }

  it('lets the fulfilling seller decide their orders only, never the shop’s', async () => {
    const own = await exchangeRequest(teeId);
    const shops = await exchangeRequest(shopTeeId);
    // Another seller, the buyer, and the designer of the shop's order: all as if it did not exist.
    for (const [who, request] of [
      [otherSeller, own.request],
      [buyer, own.request],
      [seller, shops.request],
    ] as const) {
      const refused = await kit.decide(who, request._id, { status: 'approved' }, 'seller');
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(RETURN_MESSAGES.requestNotFound);
    }
    // The admins' route answers 403 to anyone else.
    const notAdmin = await kit.decide(seller, own.request._id, { status: 'approved' }, 'admin');
    expect(notAdmin.status).toBe(403);

    const approved = await kit.decide(seller, own.request._id, {
      status: 'approved',
      remark: 'Sending an L',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('approved');
    // Sellers' moves are not audited; an admin's are.
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, own.request._id));
    expect(audited).toEqual([]);

    const byAdmin = await kit.decide(admin, shops.request._id, {
      status: 'rejected',
      remark: 'Worn and washed',
    });
    expect(byAdmin.status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, shops.request._id));
    expect(entry).toMatchObject({
      action: 'return.status',
      entityType: 'return',
      actorId: admin.user._id,
      before: { status: 'requested' },
      after: { status: 'rejected', remark: 'Worn and washed' },
    });
  });

  it('moves only along requested → approved | rejected → received, a rejection with a reason', async () => {
    const { order, request } = await exchangeRequest(teeId, 'S');
    const noReason = await kit.decide(seller, request._id, { status: 'rejected', remark: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(RETURN_MESSAGES.remarkRequired);
    const early = await kit.decide(seller, request._id, { status: 'received' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(RETURN_MESSAGES.moveNotAllowed('requested', 'received'));

    await kit.decide(seller, request._id, { status: 'approved' });
    const twice = await kit.decide(admin, request._id, { status: 'approved' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(RETURN_MESSAGES.moveNotAllowed('approved', 'approved'));
    const back = await kit.decide(admin, request._id, { status: 'rejected', remark: 'No' });
    expect(back.body.message).toBe(RETURN_MESSAGES.moveNotAllowed('approved', 'rejected'));

    const received = await kit.decide(seller, request._id, {
      status: 'received',
      remark: 'Got it',
    });
    expect(received.status).toBe(200);
    // An exchange received back only records it: no refund, no credit note.
    expect(received.body).toMatchObject({ status: 'received', refundAmount: null });
    expect(received.body.timeline.map((s) => [s.status, s.remark])).toEqual([
      ['requested', ''],
      ['approved', ''],
      ['received', 'Got it'],
    ]);
    expect(
      await t.database.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order._id), eq(refunds.kind, 'return'))),
    ).toEqual([]);

    // The buyer heard of each move.
    const news = await kit.call<NotificationsResponse>('GET', '/api/notifications', buyer.token);
    expect(
      news.body.notifications.filter((n) => n.type === 'RETURN').map((n) => n.message),
    ).toEqual(
      expect.arrayContaining([
        RETURN_MESSAGES.statusNotice(shortOrderId(order._id), 'exchange', 'approved', ''),
        RETURN_MESSAGES.statusNotice(shortOrderId(order._id), 'exchange', 'received', 'Got it'),
      ]),
    );
  });

  it('makes a ₹0 replacement order in the new size on approval, on the original’s payment', async () => {
    const { order, request } = await exchangeRequest(teeId, 'XL');
    const approved = await kit.decide(seller, request._id, { status: 'approved' });
    const replacementId = approved.body.replacementOrderId!;
    expect(replacementId).toBeTruthy();

    const mine = await kit.call<Order[]>('GET', '/api/orders/myorders', buyer.token);
    const replacement = mine.body.find((o) => o._id === replacementId)!;
    expect(replacement).toMatchObject({
      replacesOrderId: order._id,
      status: 'pending',
      fulfillerId: seller.user._id,
      totalAmount: 0,
      deliveryPaymentAmount: 0,
      invoiceNumber: null,
      paymentInfo: expect.objectContaining({
        merchantTransactionId: order.paymentInfo.merchantTransactionId,
        partialPaymentMade: false,
        advanceAmount: 0,
        balanceDue: 0,
        paymentStatus: 'COMPLETE',
      }),
      deliveryDetails: order.deliveryDetails,
      remark: RETURN_MESSAGES.replacementRemark(shortOrderId(order._id)),
    });
    expect(replacement.items).toEqual([
      expect.objectContaining({
        tshirtId: teeId,
        title: order.items[0]!.title,
        size: 'XL',
        color: order.items[0]!.color,
        quantity: 1,
        finalPrice: 0,
        wantsCustomization: false,
      }),
    ]);
    // Nothing sold: no tax invoice, no earning.
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.orderId, replacementId)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(earnings).where(eq(earnings.orderId, replacementId)),
    ).toEqual([]);
    // The usual flow: the seller ships it like any order.
    for (const status of ['confirmed', 'shipped'] as const) {
      const moved = await kit.call('PATCH', `/api/orders/${replacementId}/status`, seller.token, {
        status,
        remark: '',
        ...TEST_SHIPMENT,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    // The original's payment still lists only the orders it made.
    const status = await kit.call<PaymentStatusResponse>(
      'GET',
      `/api/payments/status/${order.paymentInfo.merchantTransactionId}`,
      buyer.token,
    );
    expect(status.body.orders.map((o) => o._id)).toEqual([order._id]);
  });

  it('tells the seller of a replacement an admin approved on their order', async () => {
    const { request } = await exchangeRequest(teeId);
    const approved = await kit.decide(admin, request._id, { status: 'approved' });
    const news = await kit.call<NotificationsResponse>('GET', '/api/notifications', seller.token);
    expect(news.body.notifications[0]).toMatchObject({
      type: 'ORDER_RECEIVED',
      orderId: approved.body.replacementOrderId,
    });
  });

  it('takes an accessory exchange’s unit from stock on approval, and refuses when none is left', async () => {
    const bottle = await createAccessory(t.app, seller.user._id, {
      stock: 3,
      title: 'Steel Flask',
    });
    const orders = [
      await kit.delivered(buyer, admin, accessoryItem(bottle.id)),
      await kit.delivered(buyer, admin, accessoryItem(bottle.id)),
    ];
    const requests: ReturnRequest[] = [];
    for (const order of orders)
      requests.push(
        await kit.asked(buyer, order._id, {
          type: 'exchange',
          reason: 'Dented',
          items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
        }),
      );
    const stock = async () =>
      (await t.database.db.select().from(accessories).where(eq(accessories.id, bottle.id)))[0]!
        .stock;
    expect(await stock()).toBe(1);

    const first = await kit.decide(seller, requests[0]!._id, { status: 'approved' });
    expect(first.status).toBe(200);
    expect(await stock()).toBe(0);
    const replacement = await kit.call<Order>(
      'GET',
      `/api/orders/${first.body.replacementOrderId}`,
      buyer.token,
    );
    expect(replacement.body.items[0]).toMatchObject({ accessoryId: bottle.id, quantity: 1 });

    const second = await kit.decide(seller, requests[1]!._id, { status: 'approved' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(RETURN_MESSAGES.outOfStock('Steel Flask'));
    const still = await kit.list(buyer, `/api/orders/${orders[1]!._id}/returns`);
    expect(still.body.requests[0]).toMatchObject({ status: 'requested', replacementOrderId: null });
  });

  it('leaves no credit note or refund behind a refused move', async () => {
    const { request, order } = await exchangeRequest(teeId);
    await kit.decide(seller, request._id, { status: 'rejected', remark: 'Stained' });
    expect(
      await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id)),
    ).toEqual([]);
  });
});
