import { DROP_MESSAGES, shortOrderId, type Drop } from '@campus-threads/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { dropJoining } from '../../../test/drop-joining';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { notifications, refunds, simulatorRefunds } from '../../db/schema';

const LEAD_SECONDS = 5;

// Closing a drop at its deadline, exactly once, and cancelling one (docs/decisions/0049): the
// closing job is called with the clock past the deadline (never by waiting), and after every test
// the money, stock and earnings equations hold.
describe.each(testDatabaseKinds())('closing a drop on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: String(LEAD_SECONDS) } });
  const { openDrop, dropRow, call } = dropsKit(t);
  const { joinAndPay, ordersOfDrop } = dropJoining(t);
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

  /** A drop closing a minute ahead, `minQuantity` people, joined by the first `joiners` buyers. */
  async function joinedDrop(title: string, minQuantity: number, joiners: number) {
    const drop = await openDrop(seller, designId, {
      title,
      minQuantity,
      maxQuantity: null,
      tiers: [],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    for (const buyer of buyers.slice(0, joiners)) {
      const paid = await joinAndPay(buyer, drop);
      expect(paid.body.state).toBe('COMPLETED');
    }
    return drop;
  }

  const afterDeadline = (drop: Drop) => new Date(new Date(drop.deadline).getTime() + 1000);

  const dropNotices = (userId: string, message: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'DROP_STATUS'),
          eq(notifications.message, message),
        ),
      );

  async function refundsOf(orderIds: string[]) {
    return t.database.db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
  }

  it('waits for the deadline, then succeeds once: orders confirmed, owner, admins and buyers told', async () => {
    const drop = await joinedDrop('Succeeding Tee', 2, 2);
    expect(await t.app.services.flows.closeDueDrops(new Date(Date.now()))).toBe(0);
    expect((await dropRow(drop._id)).status).toBe('open');

    expect(await t.app.services.flows.closeDueDrops(afterDeadline(drop))).toBe(1);
    expect(await t.app.services.flows.closeDueDrops(afterDeadline(drop))).toBe(0);
    expect(await dropRow(drop._id)).toMatchObject({ status: 'succeeded', quantity: 2 });
    const held = await ordersOfDrop(drop._id);
    expect(held.map((o) => o.status)).toEqual(['confirmed', 'confirmed']);
    expect(held[0]!.statusHistory.at(-1)).toMatchObject({
      status: 'confirmed',
      remark: DROP_MESSAGES.succeededRemark,
    });
    expect(
      await dropNotices(seller.user._id, DROP_MESSAGES.succeededOwner(drop.title, 2)),
    ).toHaveLength(1);
    expect(
      await dropNotices(admin.user._id, DROP_MESSAGES.succeededAdmin(drop.title, 2)),
    ).toHaveLength(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyers[0]!.user._id), eq(notifications.type, 'ORDER_STATUS')),
      );
    expect(told.map((n) => n.message)).toContain(
      DROP_MESSAGES.confirmedBuyer(
        drop.title,
        shortOrderId(held.find((o) => o.userId === buyers[0]!.user._id)!.id),
      ),
    );
    expect(await refundsOf(held.map((o) => o.id))).toHaveLength(0);
  });

  it('closes once when two runs race, and a failed drop refunds every payment in full, once', async () => {
    const drop = await joinedDrop('Failing Tee', 3, 2);
    const at = afterDeadline(drop);
    const runs = await Promise.all([
      t.app.services.flows.closeDueDrops(at),
      t.app.services.flows.closeDueDrops(at),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await dropRow(drop._id)).toMatchObject({ status: 'failed' });
    const cancelled = await ordersOfDrop(drop._id);
    expect(cancelled.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    const paid = await refundsOf(cancelled.map((o) => o.id));
    expect(paid).toHaveLength(2);
    for (const order of cancelled) {
      const refund = paid.find((r) => r.orderId === order.id)!;
      expect(refund).toMatchObject({ state: 'COMPLETED', amountPaise: order.totalAmountPaise });
      expect(refund.requestedBy).toBeNull();
    }
    // The refunds job finds nothing left to ask; the provider paid each back once.
    expect(await t.app.services.refunds.retryPending(new Date(Date.now() + 86_400_000))).toBe(0);
    const provider = await t.database.db
      .select()
      .from(simulatorRefunds)
      .where(
        inArray(
          simulatorRefunds.merchantOrderId,
          cancelled.map((o) => o.merchantOrderId),
        ),
      );
    expect(provider).toHaveLength(2);
    expect(
      await dropNotices(seller.user._id, DROP_MESSAGES.failedOwner(drop.title, 2, 3)),
    ).toHaveLength(1);
    // Everyone was paid back: the owner's list shows nothing raised.
    const mine = await call<{ drops: { _id: string; raised: number }[] }>(
      'GET',
      '/api/drops/mine',
      seller.token,
    );
    expect(mine.body.drops.find((d) => d._id === drop._id)).toMatchObject({ raised: 0 });
    expect(
      await dropNotices(admin.user._id, DROP_MESSAGES.failedAdmin(drop.title, 2, 3)),
    ).toHaveLength(1);
  });

  it("refunds everyone when its owner cancels it; a stranger's cancel is refused", async () => {
    const drop = await joinedDrop('Cancelled Tee', 3, 3);
    const stranger = await call('POST', `/api/drops/${drop._id}/cancel`, buyers[0]!.token, {
      reason: 'Not mine',
    });
    expect(stranger.status).toBe(403);
    expect((await ordersOfDrop(drop._id)).every((o) => o.status === 'pending')).toBe(true);

    const response = await call('POST', `/api/drops/${drop._id}/cancel`, seller.token, {
      reason: 'The fest was postponed',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const cancelled = await ordersOfDrop(drop._id);
    expect(cancelled.map((o) => o.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(cancelled[0]!.remark).toBe(DROP_MESSAGES.cancelledRemark('The fest was postponed'));
    const paid = await refundsOf(cancelled.map((o) => o.id));
    expect(paid.map((r) => r.state)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(paid.every((r) => r.requestedBy === seller.user._id)).toBe(true);
    // A cancelled drop is never closed by the job.
    expect(await t.app.services.flows.closeDueDrops(afterDeadline(drop))).toBe(0);
  });
});
