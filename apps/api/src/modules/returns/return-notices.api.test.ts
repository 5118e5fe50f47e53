import {
  MAIL_SUBJECTS,
  shortOrderId,
  type NotificationsResponse,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { accessoryItem, returnsKit, teeItem } from '../../../test/returns-fixtures';

/**
 * Notices to a seller or an admin open their own page with words written to them (decision
 * 0056), and Sales finds the order they name: a search and an open-requests filter.
 */
describe.each(testDatabaseKinds())('sellers’ and admins’ notices on %s', (kind) => {
  const t = useTestApp(kind);
  const kit = returnsKit(t);
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Seller Sen' });
    buyer = await createUser(t.app, { fullName: 'Bina Buyer' });
    admin = await createAdmin(t.app, t.database.db);
  });

  const noticesOf = async (user: CreatedUser) =>
    (await kit.call<NotificationsResponse>('GET', '/api/notifications', user.token)).body
      .notifications;
  const mailsTo = (user: CreatedUser) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.user.email));
  const body = (orderItemId: string) => ({
    type: 'return',
    reason: 'It did not fit my bag at all',
    items: [{ orderItemId, quantity: 1 }],
  });

  it('tells the fulfilling seller of a request with a seller’s notice that opens Sales', async () => {
    const goodsId = (await createAccessory(t.app, seller.user._id, { stock: 10 })).id;
    const order = await kit.delivered(buyer, admin, accessoryItem(goodsId));
    await kit.asked(buyer, order._id, body(order.items[0]!._id));
    const notice = (await noticesOf(seller)).find((n) => n.orderId === order._id);
    expect(notice?.type).toBe('SELLER_RETURN');
    const mail = (await mailsTo(seller)).find((m) => m.subject.includes(shortOrderId(order._id)));
    expect(mail?.subject).toBe(MAIL_SUBJECTS.returnToDecide(shortOrderId(order._id)));
    expect(mail?.text).toContain(`/dashboard/orders?q=${shortOrderId(order._id)}`);
    expect(mail?.text).not.toContain('/orders?highlight');

    // Sales finds it by its short id, and under "open requests".
    const sales = (query: string) =>
      kit.call<SellerOrdersResponse>('GET', `/api/orders/seller?${query}`, seller.token);
    const found = await sales(`q=${shortOrderId(order._id)}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.orders.map((o) => o._id)).toEqual([order._id]);
    expect((await sales('q=ananya')).body.orders.map((o) => o._id)).toContain(order._id);
    expect((await sales('q=nobody-by-this-name')).body.orders).toEqual([]);
    expect((await sales('requests=open')).body.orders.map((o) => o._id)).toEqual([order._id]);
  });

  it('tells admins of a request on an order the shop fulfils, opening admin Orders', async () => {
    const tee = await createDesign(t.app, seller.user._id);
    const order = await kit.delivered(buyer, admin, teeItem(tee.id));
    await kit.asked(buyer, order._id, body(order.items[0]!._id));
    const notice = (await noticesOf(admin)).find((n) => n.orderId === order._id);
    expect(notice?.type).toBe('ADMIN_RETURN');
    const mail = (await mailsTo(admin)).find((m) => m.subject.includes(shortOrderId(order._id)));
    expect(mail?.text).toContain(`/admin/orders?q=${shortOrderId(order._id)}`);
  });
});
