import {
  DROP_MESSAGES,
  isHeldByDrop,
  toPaise,
  type AdminOrdersResponse,
} from '@campus-threads/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { dropJoining } from '../../../test/drop-joining';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import {
  earnings,
  notifications,
  orderItems,
  payments,
  refunds,
  simulatorRefunds,
} from '../../db/schema';

const TIER_OFF = 50;

// A drop that closes at a tier (docs/decisions/0049): every buyer paid the design's price when
// joining and is refunded the difference to the tier's price, once, however often the closing runs;
// the order, its lines and the seller's entry are repriced; a later cancel refunds only what is left.
describe.each(testDatabaseKinds())('tier refunds of a drop on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: '5' } });
  const { openDrop, call } = dropsKit(t);
  const { join, pay, joinAndPay, ordersOfDrop } = dropJoining(t);
  let seller: CreatedUser;
  let admin: CreatedUser;
  let buyers: CreatedUser[];
  let designId: string;

  beforeAll(async () => {
    await trackInitialStock(t.database);
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    buyers = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    designId = (await createDesign(t.app, seller.user._id)).id;
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  /** Min 2, ₹50 off from 4 units; buyers 0 and 1 join with one each, buyer 2 with two. */
  async function tierReachedDrop(title: string) {
    const design = await call<{ price: number; deliveryPrice: number }>(
      'GET',
      `/api/tshirts/${designId}`,
    );
    const base = design.body.price;
    const drop = await openDrop(seller, designId, {
      title,
      minQuantity: 2,
      maxQuantity: null,
      tiers: [{ minQuantity: 4, price: base - TIER_OFF }],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    for (const buyer of buyers.slice(0, 2))
      expect((await joinAndPay(buyer, drop)).body.state).toBe('COMPLETED');
    const two = await join(buyers[2]!, drop, {
      item: { quantity: 2 },
      body: { amount: 2 * drop.basePrice + design.body.deliveryPrice },
    });
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect((await pay(buyers[2]!, two.body.merchantOrderId)).body.state).toBe('COMPLETED');
    return drop;
  }

  const afterDeadline = (deadline: string) => new Date(new Date(deadline).getTime() + 1000);

  it('refunds each buyer the difference once when two closing runs race, and reprices the order', async () => {
    const drop = await tierReachedDrop('Tier Reached Tee');
    const before = await ordersOfDrop(drop._id);
    const runs = await Promise.all([
      t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline)),
      t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline)),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    // The refunds job, run after, finds nothing left: each was asked for right after the commit.
    expect(await t.app.services.refunds.retryPending(new Date(Date.now() + 86_400_000))).toBe(0);

    const after = await ordersOfDrop(drop._id);
    const owed = await t.database.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          after.map((o) => o.id),
        ),
      );
    expect(owed).toHaveLength(3);
    for (const order of after) {
      const units = order.userId === buyers[2]!.user._id ? 2 : 1;
      const differencePaise = toPaise(TIER_OFF) * units;
      const was = before.find((o) => o.id === order.id)!;
      expect(order.status).toBe('confirmed');
      expect(order.totalAmountPaise).toBe(was.totalAmountPaise - differencePaise);
      expect(owed.filter((r) => r.orderId === order.id)).toEqual([
        expect.objectContaining({
          kind: 'drop_tier',
          state: 'COMPLETED',
          amountPaise: differencePaise,
          merchantRefundId: `RD${order.id.replace(/-/g, '').toUpperCase()}`,
        }),
      ]);
      const notice = DROP_MESSAGES.tierRefund(
        differencePaise,
        4,
        toPaise(drop.basePrice - TIER_OFF),
      );
      expect(notice).toBe(
        `₹${TIER_OFF * units} refunded: 4 joined — the ₹${drop.basePrice - TIER_OFF} tier is reached`,
      );
      expect(order.statusHistory.at(-1)!.remark).toBe(
        `${DROP_MESSAGES.succeededRemark}. ${notice}`,
      );
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, order.id), eq(notifications.type, 'ORDER_REFUND')));
      expect(told.map((n) => n.message)).toContain(notice);
      const [line] = await t.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      expect(line!.unitPricePaise).toBe(toPaise(drop.basePrice - TIER_OFF));
    }
    // The provider was asked once per order, and paid back only the differences.
    const provider = await t.database.db
      .select()
      .from(simulatorRefunds)
      .where(
        inArray(
          simulatorRefunds.merchantOrderId,
          after.map((o) => o.merchantOrderId),
        ),
      );
    expect(provider.map((r) => r.amountPaise).sort()).toEqual(
      [toPaise(TIER_OFF), toPaise(TIER_OFF), toPaise(TIER_OFF) * 2].sort(),
    );
    // The seller's entries earn on the tier's price (assertEarningsLedger checks their sums).
    const entries = await t.database.db
      .select()
      .from(earnings)
      .where(
        inArray(
          earnings.orderId,
          after.map((o) => o.id),
        ),
      );
    expect(entries).toHaveLength(3);
    expect(
      entries.every((e) => e.state === 'pending' && ['sale', 'royalty'].includes(e.kind)),
    ).toBe(true);
  });

  it('a later cancel of a repriced order refunds only what is left of the payment', async () => {
    const drop = await tierReachedDrop('Tier Then Cancel Tee');
    await t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline));
    const order = (await ordersOfDrop(drop._id)).find((o) => o.userId === buyers[2]!.user._id)!;
    const cancel = await call('PATCH', `/api/orders/${order.id}/status`, admin.token, {
      status: 'cancelled',
      remark: 'Out of blanks in this size',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    expect(owed.map((r) => r.kind).sort()).toEqual(['cancel', 'drop_tier']);
    expect(owed.find((r) => r.kind === 'cancel')!.amountPaise).toBe(order.totalAmountPaise);
    expect(owed.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(payment!.amountPaise);
    // The buyer's order shows the cancel's refund, what is left.
    const mine = await call<{ _id: string; refund: { amount: number } | null }[]>(
      'GET',
      '/api/orders/myorders',
      buyers[2]!.token,
    );
    const shown = mine.body.find((o) => o._id === order.id);
    expect(shown?.refund?.amount).toBe(order.totalAmountPaise / 100);
  });

  it('refuses to move a held order by hand before its drop closes', async () => {
    const drop = await tierReachedDrop('Held Order Tee');
    const [held] = await ordersOfDrop(drop._id);
    for (const status of ['confirmed', 'cancelled']) {
      const moved = await call('PATCH', `/api/orders/${held!.id}/status`, admin.token, {
        status,
        remark: 'By hand',
      });
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ message: DROP_MESSAGES.heldUntilClose });
    }
    expect((await ordersOfDrop(drop._id)).every((o) => o.status === 'pending')).toBe(true);
    // The order says which drop holds it, so the screens offer no moves (isHeldByDrop).
    const listed = await call<AdminOrdersResponse>(
      'GET',
      `/api/orders/admin?q=${held!.id}`,
      admin.token,
    );
    const shown = listed.body.orders.find((o) => o._id === held!.id)!;
    expect(shown.dropId).toBe(drop._id);
    expect(isHeldByDrop(shown)).toBe(true);
    await t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline));
    const after = await call<AdminOrdersResponse>(
      'GET',
      `/api/orders/admin?q=${held!.id}`,
      admin.token,
    );
    expect(isHeldByDrop(after.body.orders.find((o) => o._id === held!.id)!)).toBe(false);
  });
});
