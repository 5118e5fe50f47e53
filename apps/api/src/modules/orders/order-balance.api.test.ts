import {
  BALANCE_MESSAGES,
  toPaise,
  type AdminOrdersResponse,
  type Order,
  type OrderStatus,
  type SellerEarningsResponse,
  type SellerOrder,
} from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { auditLog } from '../../db/schema/audit';

const SELF_SERVICE = { printWithPlatform: false, deliverWithPlatform: false } as const;
const STEPS = ['confirmed', 'shipped', 'out_for_delivery', 'delivered'] as const;

/**
 * The balance of a 50% advance, collected at the door (docs/decisions/0048): by the
 * fulfilling seller or an admin, once the order is delivered, for exactly the balance, once.
 */
describe.each(testDatabaseKinds())('collecting the balance of an advance on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  afterEach(() => assertEarningsLedger(t.database));
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;
  let selfTee: string;
  let shopTee: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    otherSeller = await createUser(t.app);
    buyer = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    // ₹499.01 with free delivery: an odd number of paise, so the advance and balance differ.
    const prices = { pricePaise: 49_901, deliveryPricePaise: 0, allowPartialPayment: true };
    selfTee = (await createDesign(t.app, seller.user._id, { ...SELF_SERVICE, ...prices })).id;
    shopTee = (await createDesign(t.app, otherSeller.user._id, prices)).id;
  });

  const collect = (orderId: string, token: string, payload: Record<string, unknown>) =>
    call<Order & SellerOrder>('PATCH', `/api/orders/${orderId}/balance`, token, payload);

  /** Moves an order through `statuses`, as `token` (its fulfiller or an admin). */
  async function move(orderId: string, token: string, statuses: readonly OrderStatus[] = STEPS) {
    for (const status of statuses) {
      const shipment = status === 'shipped' ? TEST_SHIPMENT : {};
      const moved = await call('PATCH', `/api/orders/${orderId}/status`, token, {
        status,
        ...shipment,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  }

  async function adminRowsFor(orderId: string, paymentStatus: string) {
    const { body } = await call<AdminOrdersResponse>(
      'GET',
      `/api/orders/admin?paymentStatus=${paymentStatus}&q=${orderId}`,
      admin.token,
    );
    return body.orders;
  }

  it('lets the fulfilling seller record it once delivered, for exactly the balance: fully paid, on the timeline', async () => {
    const order = await createPaidOrder(t.app, buyer, selfTee, { partial: true });
    expect(order.fulfillerId).toBe(seller.user._id);
    // 49 901 paise: 24 951 paid ahead, 24 950 at the door.
    expect(order.paymentInfo).toMatchObject({
      advanceAmount: 249.51,
      remainingAmount: 249.5,
      balanceDue: 249.5,
      balanceCollected: null,
      paymentStatus: 'PARTIAL',
    });
    const due = toPaise(order.paymentInfo.remainingAmount);
    const right = { method: 'upi', amount: 249.5 };

    // Before delivery: refused, at every step on the way.
    for (const steps of [[], ['confirmed'], ['shipped', 'out_for_delivery']] as const) {
      await move(order._id, seller.token, steps);
      const early = await collect(order._id, seller.token, right);
      expect(early.status, steps.join()).toBe(409);
      expect(early.body.message).toBe(BALANCE_MESSAGES.notDelivered);
    }
    await move(order._id, seller.token, ['delivered']);

    // Nobody else: another seller, the buyer, a guest.
    expect((await collect(order._id, otherSeller.token, right)).status).toBe(404);
    expect((await collect(order._id, buyer.token, right)).status).toBe(404);
    expect((await collect(order._id, '', right)).status).toBe(401);
    expect((await collect('not-an-id', seller.token, right)).status).toBe(404);
    // The amount must be the balance due, no more, no less, no stray paise.
    for (const amount of [249.51, 249.49, 499.01, 249.504]) {
      const wrong = await collect(order._id, seller.token, { method: 'cash', amount });
      expect(wrong.status, String(amount)).toBe(422);
      expect(wrong.body.message).toBe(BALANCE_MESSAGES.amountMismatch(due));
    }
    const noMethod = await collect(order._id, seller.token, { method: 'cheque', amount: 249.5 });
    expect(noMethod.status).toBe(422);
    expect(JSON.stringify(noMethod.body)).toContain(BALANCE_MESSAGES.methodRequired);
    expect((await collect(order._id, seller.token, { method: 'cash', amount: -1 })).status).toBe(
      422,
    );
    expect((await adminRowsFor(order._id, 'pending')).map((o) => o._id)).toEqual([order._id]);

    const collected = await collect(order._id, seller.token, right);
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    // The seller's own view of their order.
    expect(collected.body).not.toHaveProperty('userId');
    expect(collected.body.fulfilledByShop).toBe(false);
    expect(collected.body.paymentInfo).toMatchObject({
      balanceDue: 0,
      paymentStatus: 'COMPLETE',
      balanceCollected: { amount: 249.5, method: 'upi' },
    });
    const last = collected.body.statusHistory.at(-1)!;
    expect(last).toMatchObject({
      status: 'delivered',
      remark: BALANCE_MESSAGES.timelineRemark(due, 'upi'),
      updatedBy: seller.user._id,
    });

    // The buyer reads the same, and the timeline's Delivered step says so.
    const mine = (await call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(mine.paymentInfo.balanceCollected).toEqual(collected.body.paymentInfo.balanceCollected);
    const timeline = await call<{ steps: { status: string; remark: string | null }[] }>(
      'GET',
      `/api/orders/${order._id}/timeline`,
      buyer.token,
    );
    expect(timeline.body.steps.find((s) => s.status === 'delivered')?.remark).toBe(last.remark);
    // Paid, not pending, on the admin's list; a seller's collection is not an admin change.
    expect(await adminRowsFor(order._id, 'pending')).toEqual([]);
    const paid = await adminRowsFor(order._id, 'paid');
    expect(paid.map((o) => [o._id, o.paymentStatus])).toEqual([[order._id, 'paid']]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.balance'), eq(auditLog.entityId, order._id)));
    expect(audits).toEqual([]);
    // The seller holds the balance now: their ledger nets it (docs/decisions/0048).
    const ledger = await call<SellerEarningsResponse>(
      'GET',
      '/api/sellers/me/earnings?limit=100',
      seller.token,
    );
    const ofOrder = ledger.body.entries.filter((e) => e.orderId === order._id);
    expect(ofOrder.map((e) => e.kind).sort()).toEqual(['collected', 'sale']);
    expect(ofOrder.find((e) => e.kind === 'collected')!.amount).toBe(-249.5);

    // Once only: the same request again is refused and changes nothing.
    const again = await collect(order._id, seller.token, { method: 'cash', amount: 249.5 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BALANCE_MESSAGES.alreadyCollected);
    const after = (await call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(after.statusHistory).toHaveLength(mine.statusHistory.length);
    expect(after.paymentInfo.balanceCollected?.method).toBe('upi');
  });

  it('records it exactly once when two requests come at once', async () => {
    const order = await createPaidOrder(t.app, buyer, selfTee, { partial: true });
    await move(order._id, seller.token);
    const body = { method: 'cash', amount: order.paymentInfo.remainingAmount };
    const answers = await Promise.all([
      collect(order._id, seller.token, body),
      collect(order._id, admin.token, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe(BALANCE_MESSAGES.alreadyCollected);
    const mine = (await call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    const remark = BALANCE_MESSAGES.timelineRemark(toPaise(body.amount), 'cash');
    expect(mine.statusHistory.filter((e) => e.remark === remark)).toHaveLength(1);
    expect(mine.paymentInfo.balanceCollected?.amount).toBe(body.amount);
  });

  it("lets an admin record it on the shop's order, audited, and refuses an order paid in full", async () => {
    const order = await createPaidOrder(t.app, buyer, shopTee, { partial: true });
    expect(order.fulfillerId).toBeNull();
    await move(order._id, admin.token);
    const body = { method: 'cash', amount: order.paymentInfo.remainingAmount };
    // The shop's order is no seller's to collect on: its designer gets the 404 of a missing order.
    expect((await collect(order._id, otherSeller.token, body)).status).toBe(404);
    const collected = await collect(order._id, admin.token, body);
    expect(collected.status).toBe(200);
    // An admin reads the full order, buyer included.
    expect(collected.body.userId).toBe(buyer.user._id);
    expect(collected.body.paymentInfo.paymentStatus).toBe('COMPLETE');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.balance'), eq(auditLog.entityId, order._id)));
    expect(audit).toMatchObject({
      actorId: admin.user._id,
      before: { balanceDue: body.amount },
      after: { balanceCollected: body.amount, method: 'cash' },
    });

    const full = await createPaidOrder(t.app, buyer, selfTee);
    await move(full._id, seller.token);
    for (const token of [seller.token, admin.token]) {
      const refused = await collect(full._id, token, { method: 'cash', amount: 1 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(BALANCE_MESSAGES.notPartial);
    }
    expect(
      (await call<Order>('GET', `/api/orders/${full._id}`, buyer.token)).body.paymentInfo,
    ).toMatchObject({ balanceCollected: null, balanceDue: 0, paymentStatus: 'COMPLETE' });
  });
});
