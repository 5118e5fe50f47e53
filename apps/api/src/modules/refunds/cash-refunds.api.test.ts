import {
  CASH_REFUND_MESSAGES,
  BALANCE_MESSAGES,
  shortOrderId,
  toPaise,
  type AdminDashboardStats,
  type NotificationsResponse,
  type Order,
  type SellerEarningsResponse,
} from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earningsKit } from '../../../test/earnings-fixtures';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { returnsKit, teeItem } from '../../../test/returns-fixtures';
import { earnings } from '../../db/schema/earnings';
import { cashRefunds, refunds } from '../../db/schema/refunds';
import { flatDeliveryFees } from '../../../test/delivery-fixtures';

const UPI = { method: 'upi', upiId: 'buyer.bina@okicici' } as const;

// A returned advance order pays the buyer back all they paid for the returned lines: online up to
// what was paid online, the rest in cash by whoever collected the balance (docs/decisions/0058).
describe.each(testDatabaseKinds())('cash refunds of returned advance orders on %s', (kind) => {
  const t = useTestApp(kind, { env: { EARNINGS_HOLD_DAYS: '0' } });
  const kit = returnsKit(t);
  const { cancel } = earningsKit(t);
  async function collect(orderId: string, who: CreatedUser, amount: number) {
    const done = await kit.call('PATCH', `/api/orders/${orderId}/balance`, who.token, {
      amount,
      method: 'cash',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  let admin: CreatedUser;
  let seller: CreatedUser;
  let buyer: CreatedUser;
  /** Self Service, ₹299 + ₹40 delivery: a ₹339 order, ₹169.50 online and ₹169.50 at the door. */
  let sellerTee: string;
  /** The same, printed and shipped by the shop. */
  let shopTee: string;

  beforeAll(async () => {
    // Delivery campus to campus at a flat ₹40 a parcel (decision 0066).
    await flatDeliveryFees(t, { campus: 4_000 });
    await trackInitialStock(t.database);
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Sana' });
    buyer = await createUser(t.app, { fullName: 'Buyer Bina' });
    const design = (deliverWithPlatform: boolean) =>
      createDesign(t.app, seller.user._id, {
        pricePaise: 29_900,
        deliverWithPlatform,
        allowPartialPayment: true,
      });
    sellerTee = (await design(false)).id;
    shopTee = (await design(true)).id;
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(
      t.database,
      async () => (await t.app.services.earnings.payouts.list()).totals,
    );
  });

  /** A delivered ₹339 advance order whose ₹169.50 balance was collected, its return approved. */
  async function collectedAndApproved(teeId: string, collector: CreatedUser) {
    const order = await kit.delivered(buyer, admin, teeItem(teeId), true);
    expect(order.paymentInfo).toMatchObject({ advanceAmount: 169.5, remainingAmount: 169.5 });
    await collect(order._id, collector, 169.5);
    const request = await kit.asked(buyer, order._id, {
      type: 'return',
      reason: 'Damaged or defective',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
      refundTo: UPI,
    });
    expect((await kit.decide(admin, request._id, { status: 'approved' })).status).toBe(200);
    return { order, request };
  }

  it('asks where the door part goes before a return of an advance order is sent', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(sellerTee), true);
    const body = {
      type: 'return',
      reason: 'Too small for me',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
    };
    const missing = await kit.call('POST', `/api/orders/${order._id}/returns`, buyer.token, body);
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain(CASH_REFUND_MESSAGES.destinationRequired);
    const badUpi = await kit.call('POST', `/api/orders/${order._id}/returns`, buyer.token, {
      ...body,
      refundTo: { method: 'upi', upiId: 'not a upi id' },
    });
    expect(badUpi.status).toBe(422);
    expect(JSON.stringify(badUpi.body)).toContain(CASH_REFUND_MESSAGES.upiInvalid);
    const badIfsc = await kit.call('POST', `/api/orders/${order._id}/returns`, buyer.token, {
      ...body,
      refundTo: { method: 'bank', accountName: 'Bina', accountNumber: '1234567890', ifsc: 'SBIN1' },
    });
    expect(badIfsc.status).toBe(422);
    expect(JSON.stringify(badIfsc.body)).toContain(CASH_REFUND_MESSAGES.ifscInvalid);
    const none = await t.database.query<{ n: number }>(
      `select count(*)::int as n from return_requests where order_id = $1`,
      [order._id],
    );
    expect(none[0]!.n).toBe(0);
  });

  it('pays back the whole ₹299 of a Self Service return: ₹169.50 online, ₹129.50 owed in cash by the seller', async () => {
    const { order, request } = await collectedAndApproved(sellerTee, seller);
    const revenue = async () =>
      toPaise(
        (await kit.call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token)).body
          .revenue,
      );
    const before = await revenue();
    const received = await kit.decide(seller, request._id, { status: 'received' });
    // The dashboard's revenue is net of both parts: ₹299 less than before.
    expect(before - (await revenue())).toBe(29_900);
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({
      refundAmount: 169.5,
      cashRefundAmount: 129.5,
      balanceCreditAmount: 0,
      cashRefund: {
        owedBy: seller.user._id,
        state: 'owed',
        reference: null,
        payTo: 'UPI buyer.bina@okicici',
      },
    });
    expect(received.body.refundAmount! + received.body.cashRefundAmount!).toBe(299);
    const online = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order._id), eq(refunds.kind, 'return')));
    expect(online.map((r) => r.amountPaise)).toEqual([16_950]);
    const sellerNews = await kit.call<NotificationsResponse>(
      'GET',
      '/api/notifications',
      seller.token,
    );
    expect(sellerNews.body.notifications.map((n) => n.message)).toContain(
      CASH_REFUND_MESSAGES.owedNotice(shortOrderId(order._id), 12_950),
    );
    // The credit note says how the ₹299 came back.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/returns/${request._id}/credit-note`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const { text } = await pdfText(file.rawPayload);
    expect(text).toContain('Paid back for what was paid at the door');
    expect(text).toContain('₹129.50');

    // Before it is paid the seller still holds the whole ₹169.50 (the `collected` entry stands).
    const entries = () =>
      t.database.db
        .select({ kind: earnings.kind, amountPaise: earnings.amountPaise })
        .from(earnings)
        .where(eq(earnings.orderId, order._id));
    expect((await entries()).map((e) => e.kind).sort()).toEqual(['collected', 'reversal', 'sale']);

    // Only the seller who owes it (or an admin) marks it paid; the buyer and others get a 404.
    for (const who of [buyer, await createUser(t.app)]) {
      const refused = await kit.call(
        'PATCH',
        `/api/returns/${request._id}/cash-refund`,
        who.token,
        {
          reference: 'UTR999',
        },
      );
      expect(refused.status).toBe(404);
    }
    const empty = await kit.call('PATCH', `/api/returns/${request._id}/cash-refund`, seller.token, {
      reference: '  ',
    });
    expect(empty.status).toBe(422);
    const marks = await Promise.all([
      kit.call('PATCH', `/api/returns/${request._id}/cash-refund`, seller.token, {
        reference: 'UPI-411122233344',
      }),
      kit.call('PATCH', `/api/admin/returns/${request._id}/cash-refund`, admin.token, {
        reference: 'UPI-411122233344',
      }),
    ]);
    expect(marks.map((m) => m.status).sort()).toEqual([200, 409]);
    expect(JSON.stringify(marks.find((m) => m.status === 409)!.body)).toContain(
      CASH_REFUND_MESSAGES.alreadyPaid,
    );
    const [row] = await t.database.db
      .select()
      .from(cashRefunds)
      .where(eq(cashRefunds.returnId, request._id));
    expect(row).toMatchObject({
      state: 'paid',
      reference: 'UPI-411122233344',
      amountPaise: 12_950,
    });
    // The seller paid ₹129.50 of the buyer's cash back: the shop owes them that much again.
    const cash = (await entries()).filter((e) => e.kind === 'cash_refund');
    expect(cash.map((e) => e.amountPaise)).toEqual([12_950]);
    const buyerNews = await kit.call<NotificationsResponse>(
      'GET',
      '/api/notifications',
      buyer.token,
    );
    expect(buyerNews.body.notifications.map((n) => n.message)).toContain(
      CASH_REFUND_MESSAGES.paidNotice(shortOrderId(order._id), 12_950, 'UPI-411122233344'),
    );
    // The seller's ledger for the order: they earned the sale, held ₹169.50, gave ₹129.50 of it
    // back and had the returned unit's earning reversed; only the delivery's ₹40 earning is left
    // less the ₹40 they still hold: what the shop owes them on this order is 0 less commission.
    const net = (await entries()).reduce((sum, e) => sum + e.amountPaise, 0);
    const [sale] = (await entries()).filter((e) => e.kind === 'sale');
    const [reversal] = (await entries()).filter((e) => e.kind === 'reversal');
    expect(net).toBe(sale!.amountPaise + reversal!.amountPaise - 16_950 + 12_950);
    const summary = (
      await kit.call<SellerEarningsResponse>('GET', '/api/sellers/me/earnings', seller.token)
    ).body.summary;
    expect(summary.available).toBeLessThan(summary.available + 1);
  });

  it('leaves the cash part of a shop-printed order to the shop, marked paid by an admin', async () => {
    const { request } = await collectedAndApproved(shopTee, admin);
    const received = await kit.decide(admin, request._id, { status: 'received' });
    expect(received.body).toMatchObject({
      refundAmount: 169.5,
      cashRefundAmount: 129.5,
      cashRefund: { owedBy: null, state: 'owed' },
    });
    const sellerTry = await kit.call(
      'PATCH',
      `/api/returns/${request._id}/cash-refund`,
      seller.token,
      {
        reference: 'X1',
      },
    );
    expect(sellerTry.status).toBe(404);
    const paid = await kit.call<Order>(
      'PATCH',
      `/api/admin/returns/${request._id}/cash-refund`,
      admin.token,
      { reference: 'NEFT-N123' },
    );
    expect(paid.status).toBe(200);
    const cash = await t.database.db
      .select()
      .from(earnings)
      .where(eq(earnings.kind, 'cash_refund'));
    expect(cash.filter((e) => e.returnId === request._id)).toEqual([]);
  });

  it('owes no balance on a cancelled order, and none once every unit came back', async () => {
    const cancelled = await kit.buy(buyer, teeItem(sellerTee), true);
    await cancel(cancelled._id, admin);
    const onCancelled = await kit.call(
      'PATCH',
      `/api/orders/${cancelled._id}/balance`,
      admin.token,
      {
        amount: 169.5,
        method: 'cash',
      },
    );
    expect(onCancelled.status).toBe(409);
    expect(JSON.stringify(onCancelled.body)).toContain(BALANCE_MESSAGES.cancelled);

    const order = await kit.delivered(buyer, admin, teeItem(sellerTee), true);
    const request = await kit.asked(buyer, order._id, {
      type: 'return',
      reason: 'Changed my mind',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
      refundTo: UPI,
    });
    await kit.decide(seller, request._id, { status: 'approved' });
    const received = await kit.decide(seller, request._id, { status: 'received' });
    // ₹169.50 was due: all of it comes off; ₹129.50 more is refunded online (₹40 delivery kept).
    expect(received.body).toMatchObject({
      balanceCreditAmount: 169.5,
      refundAmount: 129.5,
      cashRefundAmount: 0,
      cashRefund: null,
    });
    const after = (await kit.call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(after.paymentInfo.balanceDue).toBe(0);
    const collectAfter = await kit.call('PATCH', `/api/orders/${order._id}/balance`, seller.token, {
      amount: 169.5,
      method: 'cash',
    });
    expect(collectAfter.status).toBe(409);
    expect(JSON.stringify(collectAfter.body)).toContain(BALANCE_MESSAGES.returned);
    expect(toPaise(after.paymentInfo.remainingAmount)).toBe(0);
  });
});
