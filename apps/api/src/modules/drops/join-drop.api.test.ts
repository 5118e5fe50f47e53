import {
  DROP_MESSAGES,
  formatRupees,
  UNFULFILLED_PAYMENT_MESSAGES,
  type Drop,
} from '@campus-threads/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { dropJoining } from '../../../test/drop-joining';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { payments, refunds } from '../../db/schema';

const LEAD_SECONDS = 5;

// Joining a drop is a payment (docs/decisions/0049): every refusal at create, the order held until
// the drop closes, and the hard maximum taken under the drop's row lock when payments complete.
describe.each(testDatabaseKinds())('joining a drop on %s', (kind) => {
  // 200 buyers from one test address: the API-wide per-address limit is raised out of the way.
  const t = useTestApp(kind, {
    env: { DROP_MIN_LEAD_SECONDS: String(LEAD_SECONDS), API_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const { openDrop, setDrop, dropRow } = dropsKit(t);
  const { join, pay, ordersOfDrop, paymentStates, deliveryOf } = dropJoining(t);
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let designId: string;
  let otherDesignId: string;

  beforeAll(async () => {
    await trackInitialStock(t.database);
    seller = await createUser(t.app);
    buyer = await createUser(t.app);
    designId = (await createDesign(t.app, seller.user._id, { sizes: ['S', 'M', 'L'] })).id;
    otherDesignId = (await createDesign(t.app, seller.user._id)).id;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  it("joins at the drop's base price: the order is held and the tally counts the size", async () => {
    const drop = await openDrop(seller, designId, { minQuantity: 2, maxQuantity: 10, tiers: [] });
    const delivery = await deliveryOf(designId);
    const joined = await join(buyer, drop, {
      item: { size: 'l', quantity: 2 },
      body: { amount: drop.basePrice * 2 + delivery },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.amount).toBe(drop.basePrice * 2 + delivery);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, joined.body.merchantOrderId));
    expect(payment!.snapshot.dropId).toBe(drop._id);

    const paid = await pay(buyer, joined.body.merchantOrderId);
    expect(paid.body.state).toBe('COMPLETED');
    const [order, ...more] = await ordersOfDrop(drop._id);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({ status: 'pending', remark: DROP_MESSAGES.waitingToClose });
    expect(order!.statusHistory[0]).toMatchObject({
      status: 'pending',
      remark: DROP_MESSAGES.waitingToClose,
    });
    expect(paid.body.order?.items[0]).toMatchObject({ size: 'L', color: 'Black', quantity: 2 });
    const row = await dropRow(drop._id);
    expect(row).toMatchObject({ quantity: 2, sizeTally: { L: 2 } });
  });

  it('refuses every joining the drop does not allow, with its text', async () => {
    const drop = await openDrop(seller, designId, { minQuantity: 2, maxQuantity: 3, tiers: [] });
    const refusal = async (
      overrides: Parameters<typeof join>[2],
      status: number,
      message: string,
      target: Drop = drop,
    ) => {
      const response = await join(buyer, target, overrides);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.message).toBe(message);
    };
    await refusal({ body: { dropSlug: undefined } }, 422, DROP_MESSAGES.dropSlugRequired);
    await refusal({ body: { dropSlug: 'no-such-drop-abc123' } }, 404, DROP_MESSAGES.dropNotFound);
    await refusal({ item: { tshirtId: otherDesignId } }, 422, DROP_MESSAGES.joinOneLine);
    await refusal({ item: { size: 'XXL' } }, 422, DROP_MESSAGES.sizeNotOffered('XXL'));
    await refusal({ item: { color: 'Purple' } }, 422, DROP_MESSAGES.colorNotOffered('Purple'));
    await refusal({ body: { isPartialPaymentAllowed: true } }, 422, DROP_MESSAGES.noAdvance);
    await refusal({ item: { quantity: 4 } }, 409, DROP_MESSAGES.full(3));
    await setDrop(drop._id, { quantity: 3 });
    await refusal({}, 409, DROP_MESSAGES.full(0));
    await setDrop(drop._id, { quantity: 0, status: 'cancelled' });
    await refusal({}, 409, DROP_MESSAGES.notOpen);

    const late = await openDrop(seller, designId, {
      deadline: new Date(Date.now() + (LEAD_SECONDS + 60) * 1000).toISOString(),
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(late.deadline).getTime() + 1000 });
    await refusal({}, 409, DROP_MESSAGES.pastDeadline, late);
    expect(await paymentStates(drop._id)).toEqual({});
  });

  it('refunds in full a payment completed after the drop closed: no order', async () => {
    const drop = await openDrop(seller, designId, { title: 'Closed While Paying Tee' });
    const joined = await join(buyer, drop);
    expect(joined.status).toBe(201);
    await setDrop(drop._id, { status: 'cancelled' });
    const paid = await pay(buyer, joined.body.merchantOrderId);
    expect(paid.body.state).toBe('REFUNDED');
    const reason = DROP_MESSAGES.closedWhilePaying('Closed While Paying Tee');
    expect(paid.body.message).toContain(reason);
    expect(await ordersOfDrop(drop._id)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, joined.body.merchantOrderId));
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, row!.id), isNull(refunds.orderId)));
    expect(refund).toMatchObject({ reason, state: 'COMPLETED' });
    expect(paid.body.message).toBe(
      UNFULFILLED_PAYMENT_MESSAGES.refundDone(reason, formatRupees(refund!.amountPaise)),
    );
  });

  it('200 buyers at once past the maximum: exactly the maximum joins, the rest refunded', async () => {
    const max = 150;
    const drop = await openDrop(seller, designId, { minQuantity: 20, maxQuantity: max });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createUser(t.app)));
    const started = await Promise.all(buyers.map((b) => join(b, drop)));
    expect(started.filter((s) => s.status !== 201).map((s) => s.body)).toEqual([]);
    const settled = await Promise.all(
      buyers.map((b, i) => pay(b, started[i]!.body.merchantOrderId)),
    );
    const states = settled.map((s) => s.body.state);
    expect(states.filter((s) => s === 'COMPLETED')).toHaveLength(max);
    expect(states.filter((s) => s === 'REFUNDED')).toHaveLength(200 - max);
    expect(await ordersOfDrop(drop._id)).toHaveLength(max);
    expect(await dropRow(drop._id)).toMatchObject({ quantity: max, sizeTally: { M: max } });
    expect(await paymentStates(drop._id)).toEqual({ COMPLETED: max, REFUNDED: 200 - max });
    const full = settled.find((s) => s.body.state === 'REFUNDED')!;
    expect(full.body.message).toContain(DROP_MESSAGES.filledWhilePaying(drop.title));
  }, 120_000);
});
