import {
  formatRupees,
  lineEarning,
  REFUND_NOTICES,
  RETURN_MESSAGES,
  shortOrderId,
  toRupees,
  type NotificationsResponse,
  type Order,
  type SellerEarningsResponse,
} from '@campus-threads/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earningsKit } from '../../../test/earnings-fixtures';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { returnsKit, teeItem } from '../../../test/returns-fixtures';
import { auditLog } from '../../db/schema/audit';
import { earnings } from '../../db/schema/earnings';
import { simulatorRefunds } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { flatDeliveryFees } from '../../../test/delivery-fixtures';

// EARNINGS_HOLD_DAYS=0: a delivered order's earnings are available at once, so a payout can pay
// them out before the goods come back.
describe.each(testDatabaseKinds())('refunding received returns on %s', (kind) => {
  const t = useTestApp(kind, { env: { EARNINGS_HOLD_DAYS: '0' } });
  const kit = returnsKit(t);
  let admin: CreatedUser;
  let seller: CreatedUser;
  let buyer: CreatedUser;
  /** Self Service, ₹499 + ₹50 delivery a line, a 50% advance allowed. */
  let teeId: string;

  beforeAll(async () => {
    // Delivery campus to campus at a flat ₹50 a parcel (decision 0066).
    await flatDeliveryFees(t, { campus: 5_000 });
    await trackInitialStock(t.database);
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Sana' });
    buyer = await createUser(t.app, { fullName: 'Buyer Bina' });
    const saved = await kit.call('PUT', '/api/sellers/me/payout-details', seller.token, {
      upiId: 'seller.sana@okaxis',
    });
    expect(saved.status).toBe(200);
    teeId = (
      await createDesign(t.app, seller.user._id, {
        pricePaise: 49_900,
        deliverWithPlatform: false,
        allowPartialPayment: true,
      })
    ).id;
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(
      t.database,
      async () => (await t.app.services.earnings.payouts.list()).totals,
    );
  });

  /** A delivered order of `quantity` tees with an approved return of `returned` of them. */
  async function approvedReturn(quantity: number, returned: number, partial = false) {
    const order = await kit.delivered(buyer, admin, teeItem(teeId, { quantity }), partial);
    const request = await kit.asked(buyer, order._id, {
      type: 'return',
      reason: 'Too large',
      items: [{ orderItemId: order.items[0]!._id, quantity: returned }],
      ...(partial ? { refundTo: { method: 'upi', upiId: 'buyer.bina@okicici' } } : {}),
    });
    const approved = await kit.decide(seller, request._id, { status: 'approved' });
    expect(approved.status).toBe(200);
    return { order, request };
  }

  const returnRefunds = (orderId: string) =>
    t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.kind, 'return')));

  /** What the seller earned on `quantity` units of the line alone, at the line's entry's rate. */
  async function unitsEarning(orderItemId: string, quantity: number, unitPricePaise: number) {
    const [entry] = await t.database.db
      .select()
      .from(earnings)
      .where(
        and(eq(earnings.orderItemId, orderItemId), inArray(earnings.kind, ['sale', 'royalty'])),
      );
    const rate = entry!.rateBasisPoints;
    return lineEarning(
      {
        unitPricePaise,
        quantity,
        customizationPaise: 0,
        deliveryPricePaise: 0,
        fulfilledByShop: entry!.kind === 'royalty',
      },
      { commissionBasisPoints: rate, royaltyBasisPoints: rate },
    )!.amountPaise;
  }

  it('refunds once when two "received" arrive at once, reverses the earning and issues a credit note', async () => {
    const { order, request } = await approvedReturn(2, 1);
    const line = order.items[0]!;
    const results = await Promise.all([
      kit.decide(admin, request._id, { status: 'received', remark: 'Parcel back' }),
      kit.decide(seller, request._id, { status: 'received', remark: 'Parcel back' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(RETURN_MESSAGES.moveNotAllowed('received', 'received'));
    const done = results.find((r) => r.status === 200)!.body;
    expect(done).toMatchObject({ status: 'received', refundAmount: 499 });
    expect(done.creditNoteNumber).toMatch(/\S/);

    // One refund of the returned unit's price, paid back by the provider once.
    const rows = await returnRefunds(order._id);
    expect(rows).toEqual([
      expect.objectContaining({ amountPaise: 49_900, returnId: request._id, state: 'COMPLETED' }),
    ]);
    const provider = await t.database.db
      .select()
      .from(simulatorRefunds)
      .where(eq(simulatorRefunds.merchantOrderId, order.paymentInfo.merchantTransactionId));
    expect(provider.map((r) => r.amountPaise)).toEqual([49_900]);
    const news = await kit.call<NotificationsResponse>('GET', '/api/notifications', buyer.token);
    expect(news.body.notifications.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        REFUND_NOTICES.return.done({
          ref: shortOrderId(order._id),
          amount: formatRupees(49_900),
          reason: 'Too large',
        }),
        RETURN_MESSAGES.statusNotice(shortOrderId(order._id), 'return', 'received', 'Parcel back'),
      ]),
    );

    // The seller's earning on that one unit is taken back, once.
    const reversals = await t.database.db
      .select()
      .from(earnings)
      .where(and(eq(earnings.orderItemId, line._id), eq(earnings.kind, 'reversal')));
    expect(reversals.map((r) => r.amountPaise)).toEqual([
      -(await unitsEarning(line._id, 1, 49_900)),
    ]);

    // The credit note: only the returned line, for the buyer and admins.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/returns/${request._id}/credit-note`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(file.rawPayload);
    const invoiced = (await kit.call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(text).toContain(done.creditNoteNumber!);
    expect(text).toContain(invoiced.invoiceNumber!);
    expect(text).toContain(line.title);
    expect(text).toContain('Reason: items returned. Too large');
    expect(text).toContain(formatRupees(49_900));
    expect(text).not.toContain(formatRupees(2 * 49_900 + 5_000));
    for (const [who, status] of [
      [admin, 200],
      [seller, 404],
      [await createUser(t.app), 404],
    ] as const) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/returns/${request._id}/credit-note`,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(read.statusCode).toBe(status);
    }
    // The order's own credit note is a cancel's: a return's is not it.
    expect(invoiced.creditNoteNumber).toBeNull();
    const orderNote = await kit.call('GET', `/api/orders/${order._id}/credit-note`, buyer.token);
    expect(orderNote.status).toBe(404);

    // Whichever won, an admin's move is audited with its refund, a seller's is not.
    const audit = await t.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.entityId, [request._id, order._id]),
          inArray(auditLog.action, ['order.refund', 'return.status']),
        ),
      );
    const adminWon = results[0]!.status === 200;
    expect(audit).toHaveLength(adminWon ? 2 : 0);
    if (adminWon)
      expect(audit).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'order.refund', entityId: order._id }),
          expect.objectContaining({
            action: 'return.status',
            after: expect.objectContaining({ status: 'received', refundedPaise: 49_900 }),
          }),
        ]),
      );
  });

  it('takes returns off the balance still due first, then refunds the rest online (0058)', async () => {
    const { order, request } = await approvedReturn(2, 1, true);
    expect(order.paymentInfo.partialPaymentMade).toBe(true);
    const advancePaise = Math.round(order.paymentInfo.advanceAmount * 100);
    expect(advancePaise).toBe(52_400);
    // The balance (₹524) is not collected yet: the first unit back comes off it.
    const first = await kit.decide(seller, request._id, { status: 'received' });
    expect(first.body).toMatchObject({
      refundAmount: 0,
      cashRefundAmount: 0,
      balanceCreditAmount: 499,
    });
    const owed = (await kit.call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(owed.paymentInfo.balanceDue).toBe(25);

    // The last unit: the ₹25 still due comes off, ₹474 is refunded online; the buyer paid ₹50, the
    // delivery, in all.
    const second = await kit.asked(buyer, order._id, {
      type: 'return',
      reason: 'Too large',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
      refundTo: { method: 'upi', upiId: 'buyer.bina@okicici' },
    });
    await kit.decide(seller, second._id, { status: 'approved' });
    const last = await kit.decide(seller, second._id, { status: 'received' });
    expect(last.body).toMatchObject({
      refundAmount: 474,
      cashRefundAmount: 0,
      balanceCreditAmount: 25,
    });
    const rows = await returnRefunds(order._id);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(advancePaise - 5_000);
    const after = (await kit.call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(after.paymentInfo.balanceDue).toBe(0);
    const collect = await kit.call('PATCH', `/api/orders/${order._id}/balance`, seller.token, {
      amount: 25,
      method: 'cash',
    });
    expect(collect.status).toBe(409);

    const listed = await kit.list(buyer, `/api/orders/${order._id}/returns`);
    expect(listed.body.requests.map((r) => r.refundAmount)).toEqual([474, 0]);
    // Both units' earnings are taken back, each return once.
    const reversals = await t.database.db
      .select()
      .from(earnings)
      .where(and(eq(earnings.orderId, order._id), eq(earnings.kind, 'reversal')));
    expect(reversals).toHaveLength(2);
  });

  it('takes back an earning already paid out from what the seller is owed next', async () => {
    const earningsOf = async () =>
      (await kit.call<SellerEarningsResponse>('GET', '/api/sellers/me/earnings', seller.token)).body
        .summary;
    const { order, request } = await approvedReturn(1, 1);
    const available = (await earningsOf()).available;
    expect(available).toBeGreaterThan(0);
    const paid = await kit.call('POST', '/api/admin/payouts', admin.token, {
      sellerId: seller.user._id,
      amount: available,
      reference: 'UTR123456789',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await earningsOf()).available).toBe(0);

    const received = await kit.decide(seller, request._id, { status: 'received' });
    expect(received.body.refundAmount).toBe(499);
    const taken = await unitsEarning(order.items[0]!._id, 1, 49_900);
    expect((await earningsOf()).available).toBe(-toRupees(taken));
  });

  it('refunds nothing for a ₹0 replacement sent back, and issues no credit note', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(teeId));
    const exchange = await kit.asked(buyer, order._id, {
      type: 'exchange',
      reason: 'Too small',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1, exchangeSize: 'L' }],
    });
    const approved = await kit.decide(admin, exchange._id, { status: 'approved' });
    const replacementId = approved.body.replacementOrderId!;
    await earningsKit(t).deliver(replacementId, admin);
    const replacement = (await kit.call<Order>('GET', `/api/orders/${replacementId}`, buyer.token))
      .body;
    const back = await kit.asked(buyer, replacementId, {
      type: 'return',
      reason: 'Changed my mind',
      items: [{ orderItemId: replacement.items[0]!._id, quantity: 1 }],
    });
    await kit.decide(seller, back._id, { status: 'approved' });
    const received = await kit.decide(seller, back._id, { status: 'received' });
    expect(received.body).toMatchObject({ refundAmount: 0, creditNoteNumber: null });
    expect(await returnRefunds(replacementId)).toEqual([]);
  });
});
