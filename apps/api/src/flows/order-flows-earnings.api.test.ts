import { toPaise, type Order } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../test/factories';
import { orders } from '../db/schema/orders';
import type { EarningsLedger } from '../modules/earnings/earnings-ledger';
import type { OrderActor } from '../modules/orders/order-refunds';
import { createFlows, type Flows } from './flows';

/** Every call the order flows make to the ledger, with the clock they passed. */
type LedgerCall = { hook: keyof EarningsLedger; orderId: string; at: string; detail?: unknown };

/**
 * The order flows' calls to the sellers' ledger (docs/decisions/0048), seen through a fake
 * ledger: the hold starts in the delivery's transaction, reversal in the cancel's, the collected
 * balance in the collection's; a ledger that fails undoes the order's change with it.
 */
describe.each(testDatabaseKinds())('order flows calling the earnings ledger on %s', (kind) => {
  const t = useTestApp(kind);
  const calls: LedgerCall[] = [];
  let failing: keyof EarningsLedger | null = null;
  const record = (hook: keyof EarningsLedger, orderId: string, at: Date, detail?: unknown) => {
    if (failing === hook) throw new Error(`ledger ${hook} failed`);
    calls.push({ hook, orderId, at: at.toISOString(), ...(detail ? { detail } : {}) });
    return Promise.resolve();
  };
  const ledger: EarningsLedger = {
    recordForNewOrder: (_tx, order, now) => record('recordForNewOrder', order.id, now),
    startHold: (_tx, orderId, at) => record('startHold', orderId, at),
    reverseOrder: (_tx, orderId, now) => record('reverseOrder', orderId, now),
    recordCollectedBalance: (_tx, collected, now) =>
      record('recordCollectedBalance', collected.orderId, now, collected),
    repriceLine: (_tx, line) => record('repriceLine', line.orderItemId, new Date(0), line),
    // Returns' calls, which these order events never make.
    reverseLines: () => Promise.reject(new Error('no return in this test')),
    recordCashRefund: () => Promise.reject(new Error('no return in this test')),
  };

  let seller: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;
  let selfTee: string;
  let flows: Flows;
  const actor = (user: CreatedUser): OrderActor => ({
    id: user.user._id,
    isAdmin: Boolean(user.user.isAdmin),
    row: { fullName: user.user.fullName },
  });

  beforeAll(async () => {
    seller = await createUser(t.app);
    buyer = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    selfTee = (
      await createDesign(t.app, seller.user._id, {
        printWithPlatform: false,
        deliverWithPlatform: false,
        allowPartialPayment: true,
      })
    ).id;
    const services = t.app.services;
    flows = createFlows({
      db: t.database.db,
      notifications: services.notifications,
      refunds: services.refunds,
      earnings: ledger,
      invoices: services.invoices,
      orders: services.orders,
      returns: services.returns,
    });
  });

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  async function deliver(order: Order, now: Date) {
    const by = actor(seller);
    await flows.changeOrderStatus(order._id, { status: 'confirmed', remark: '' }, by, now);
    await flows.changeOrderStatus(
      order._id,
      { status: 'shipped', remark: '', ...TEST_SHIPMENT },
      by,
    );
    await flows.changeOrderStatus(order._id, { status: 'out_for_delivery', remark: '' }, by, now);
    await flows.changeOrderStatus(order._id, { status: 'delivered', remark: '' }, by, now);
  }

  it('starts the hold at delivery and nets a collected balance, with the clock it was given', async () => {
    const order = await createPaidOrder(t.app, buyer, selfTee, { partial: true });
    const deliveredAt = new Date('2026-11-20T09:00:00.000Z');
    calls.length = 0;
    await deliver(order, deliveredAt);
    expect(calls).toEqual([
      { hook: 'startHold', orderId: order._id, at: deliveredAt.toISOString() },
    ]);

    const collectedAt = new Date('2026-11-20T09:05:00.000Z');
    const amount = order.paymentInfo.remainingAmount;
    await flows.collectBalance(order._id, { method: 'cash', amount }, actor(seller), collectedAt);
    expect(calls.at(-1)).toEqual({
      hook: 'recordCollectedBalance',
      orderId: order._id,
      at: collectedAt.toISOString(),
      detail: {
        orderId: order._id,
        sellerId: seller.user._id,
        amountPaise: toPaise(amount),
        title: order.items[0]!.title,
      },
    });
  });

  it('reverses the ledger on cancel, and a failing ledger undoes the move with it', async () => {
    const order = await createPaidOrder(t.app, buyer, selfTee);
    const now = new Date('2026-11-21T10:00:00.000Z');
    calls.length = 0;
    failing = 'reverseOrder';
    const cancel = { status: 'cancelled' as const, remark: 'Out of blanks' };
    await expect(flows.changeOrderStatus(order._id, cancel, actor(admin), now)).rejects.toThrow(
      'ledger reverseOrder failed',
    );
    expect(await statusOf(order._id)).toBe('pending');
    failing = null;
    await flows.changeOrderStatus(order._id, cancel, actor(admin), now);
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(calls).toEqual([{ hook: 'reverseOrder', orderId: order._id, at: now.toISOString() }]);

    const delivered = await createPaidOrder(t.app, buyer, selfTee);
    failing = 'startHold';
    await expect(deliver(delivered, now)).rejects.toThrow('ledger startHold failed');
    expect(await statusOf(delivered._id)).toBe('out_for_delivery');
    failing = null;
  });
});
