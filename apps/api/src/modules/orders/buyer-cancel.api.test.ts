import {
  BUYER_CANCEL_MESSAGES,
  shortOrderId,
  type NotificationsResponse,
  type Order,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earningsKit } from '../../../test/earnings-fixtures';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { assertStockEquation, trackInitialStock } from '../../../test/stock-equation';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { returnsKit, teeItem } from '../../../test/returns-fixtures';
import { refunds } from '../../db/schema/refunds';
import { flatDeliveryFees } from '../../../test/delivery-fixtures';

// A buyer cancels their own order before it is confirmed (docs/decisions/0058), refunded once
// with its credit note, exactly as an admin's cancel.
describe.each(testDatabaseKinds())("the buyer's own cancel on %s", (kind) => {
  const t = useTestApp(kind);
  const kit = returnsKit(t);
  let admin: CreatedUser;
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let teeId: string;

  beforeAll(async () => {
    // Delivery campus to campus at a flat ₹50 a parcel (decision 0066).
    await flatDeliveryFees(t, { campus: 5_000 });
    await trackInitialStock(t.database);
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Sana' });
    buyer = await createUser(t.app, { fullName: 'Buyer Bina' });
    teeId = (
      await createDesign(t.app, seller.user._id, {
        pricePaise: 49_900,
        deliverWithPlatform: false,
      })
    ).id;
  });
  afterEach(async () => {
    await assertStockEquation(t.database);
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  const cancel = (who: CreatedUser, orderId: string, body: Record<string, unknown> = {}) =>
    kit.call<Order>('POST', `/api/orders/${orderId}/cancel`, who.token, body);

  it('cancels a paid order not yet confirmed, refunds it once with a credit note, and tells the seller', async () => {
    const order = await kit.buy(buyer, teeItem(teeId));
    expect(order.status).toBe('pending');
    for (const who of [seller, admin, await createUser(t.app)]) {
      const refused = await cancel(who, order._id);
      expect(refused.status).toBe(404);
    }
    const [first, second] = await Promise.all([
      cancel(buyer, order._id, { reason: 'Ordered the wrong size' }),
      cancel(buyer, order._id),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const done = (first.status === 200 ? first : second).body;
    expect(done.status).toBe('cancelled');
    expect(done.creditNoteNumber).toMatch(/\S/);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((r) => [r.kind, r.amountPaise, r.state])).toEqual([
      ['cancel', 54_900, 'COMPLETED'],
    ]);
    const news = await kit.call<NotificationsResponse>('GET', '/api/notifications', seller.token);
    expect(news.body.notifications.map((n) => n.message)).toContainEqual(
      expect.stringContaining(
        BUYER_CANCEL_MESSAGES.fulfillerNotice(shortOrderId(order._id), '').split(' Reason:')[0]!,
      ),
    );
  });

  it('refuses once the order is confirmed, with the way forward', async () => {
    const order = await kit.buy(buyer, teeItem(teeId));
    const confirmed = await kit.call('PATCH', `/api/orders/${order._id}/status`, seller.token, {
      status: 'confirmed',
      remark: '',
    });
    expect(confirmed.status).toBe(200);
    const refused = await cancel(buyer, order._id);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(BUYER_CANCEL_MESSAGES.tooLate);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows).toEqual([]);
    await earningsKit(t).cancel(order._id, admin);
  });
});
