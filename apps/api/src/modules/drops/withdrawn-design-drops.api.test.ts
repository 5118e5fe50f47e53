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
import { auditLog, notifications, payments, refunds } from '../../db/schema';

const LEAD_SECONDS = 5;

// A design that leaves the shop (an admin rejects it, its seller edits it back into review, or it
// goes with its seller's account) ends its open drops: each is cancelled, every joiner's order
// cancelled and refunded in full once, the buyers and the drop's owner told (decision 0055). Once
// an open drop of a rejected design stayed public and joinable.
describe.each(testDatabaseKinds())('drops of a withdrawn design on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: String(LEAD_SECONDS) } });
  const { openDrop, dropRow, call } = dropsKit(t);
  const { join, pay, joinAndPay, ordersOfDrop } = dropJoining(t);
  let seller: CreatedUser;
  let admin: CreatedUser;
  let buyers: CreatedUser[];

  beforeAll(async () => {
    await trackInitialStock(t.database);
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    buyers = await Promise.all([createUser(t.app), createUser(t.app)]);
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  /** An open drop of a fresh design, joined and paid by both buyers. */
  async function joinedDrop(title: string, owner: CreatedUser = seller) {
    const designId = (await createDesign(t.app, seller.user._id)).id;
    const drop = await openDrop(owner, designId, {
      title,
      minQuantity: 2,
      maxQuantity: null,
      tiers: [],
    });
    for (const buyer of buyers)
      expect((await joinAndPay(buyer, drop)).body.state).toBe('COMPLETED');
    return { drop, designId };
  }

  const reject = (designId: string) =>
    call('PATCH', `/api/tshirts/admin/${designId}/status`, admin.token, {
      status: 'rejected',
      adminRemarks: 'Logo not cleared',
    });

  const refundsOf = (orderIds: string[]) =>
    t.database.db.select().from(refunds).where(inArray(refunds.orderId, orderIds));

  const noticesOf = (userId: string, type: 'DROP_STATUS' | 'ORDER_STATUS') =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  async function expectEnded(drop: Drop, why: keyof typeof DROP_MESSAGES.designWithdrawnReason) {
    const reason = DROP_MESSAGES.designWithdrawnReason[why];
    expect(await dropRow(drop._id)).toMatchObject({ status: 'cancelled', cancelledReason: reason });
    const orders = await ordersOfDrop(drop._id);
    expect(orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    // Refunded in full, once each, and paid back by the provider.
    const rows = await refundsOf(orders.map((o) => o.id));
    expect(rows).toHaveLength(2);
    for (const order of orders) {
      const [refund] = rows.filter((r) => r.orderId === order.id);
      expect(refund).toMatchObject({ amountPaise: order.totalAmountPaise, state: 'COMPLETED' });
      const told = (await noticesOf(order.userId, 'ORDER_STATUS')).map((n) => n.message);
      expect(told).toContain(
        DROP_MESSAGES.cancelledBuyer(drop.title, shortOrderId(order.id), reason),
      );
    }
    return { orders, reason };
  }

  it('cancels the open drop of a design an admin rejects: every joiner refunded once, the owner told, audited', async () => {
    const { drop, designId } = await joinedDrop('Rejected Logo Tee');
    expect((await reject(designId)).status).toBe(200);

    const { orders, reason } = await expectEnded(drop, 'rejected');
    const owner = (await noticesOf(seller.user._id, 'DROP_STATUS')).map((n) => n.message);
    expect(owner).toContain(DROP_MESSAGES.cancelledDesignWithdrawn(drop.title, reason));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'drop.cancel'), eq(auditLog.entityId, drop._id)));
    expect(audit).toMatchObject([{ actorId: admin.user._id, after: { status: 'cancelled' } }]);

    // The refunds job finds nothing more to pay back, and the drop takes no one new.
    await t.app.services.refunds.retryPending(new Date(Date.now() + 86_400_000));
    expect(await refundsOf(orders.map((o) => o.id))).toHaveLength(2);
    expect((await join(await createUser(t.app), drop)).status).toBeGreaterThanOrEqual(400);
  });

  it("cancels the open drop of a design its seller edits back into review, and of one that goes with its seller's account", async () => {
    const edited = await joinedDrop('Edited Tee');
    await t.app.services.designs.updateDesign(edited.designId, { status: 'pending' });
    const { reason } = await expectEnded(edited.drop, 'inReview');
    expect((await noticesOf(seller.user._id, 'DROP_STATUS')).map((n) => n.message)).toContain(
      DROP_MESSAGES.cancelledDesignWithdrawn(edited.drop.title, reason),
    );

    // An admin's drop of a seller's design; the seller's account is deleted.
    const leaving = seller;
    const ofLeaving = await joinedDrop('Leaving Seller Tee', admin);
    expect((await call('DELETE', `/api/users/${leaving.user._id}`, admin.token)).status).toBe(200);
    // The refunds are asked for once the deletion committed.
    await t.app.services.refunds.retryPending(new Date(Date.now() + 86_400_000));
    const gone = await expectEnded(ofLeaving.drop, 'gone');
    expect((await noticesOf(admin.user._id, 'DROP_STATUS')).map((n) => n.message)).toContain(
      DROP_MESSAGES.cancelledDesignWithdrawn(ofLeaving.drop.title, gone.reason),
    );
    seller = await createUser(t.app);
  });

  it('refunds a joiner paying while the admin rejects exactly once, whichever comes first', async () => {
    const designId = (await createDesign(t.app, seller.user._id)).id;
    const drop = await openDrop(seller, designId, {
      title: 'Racing Tee',
      minQuantity: 2,
      maxQuantity: null,
      tiers: [],
    });
    const joined = await join(buyers[0]!, drop);
    expect(joined.status).toBe(201);
    const [paid, rejected] = await Promise.all([
      pay(buyers[0]!, joined.body.merchantOrderId),
      reject(designId),
    ]);
    expect(rejected.status).toBe(200);
    expect(['COMPLETED', 'REFUNDED']).toContain(paid.body.state);
    await t.app.services.refunds.retryPending(new Date(Date.now() + 86_400_000));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, joined.body.merchantOrderId));
    // Either the order was made and then cancelled with the drop, or no order was made: one
    // whole refund of what was paid in both cases.
    const all = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment!.id));
    expect(all).toHaveLength(1);
    expect(all[0]!.amountPaise).toBe(payment!.amountPaise);
    expect((await ordersOfDrop(drop._id)).every((o) => o.status === 'cancelled')).toBe(true);
    expect((await dropRow(drop._id)).status).toBe('cancelled');
  });
});
