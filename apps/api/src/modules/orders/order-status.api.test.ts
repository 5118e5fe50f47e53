import {
  ADMIN_ORDER_MESSAGES,
  formatShopDate,
  ORDER_STATUS_MESSAGES,
  SHIPMENT_MESSAGES,
  shortOrderId,
  type NotificationsResponse,
  type Order,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  TEST_SHIPMENT,
} from '../../../test/factories';

describe.each(testDatabaseKinds())('order status changes on %s', (kind) => {
  const t = useTestApp(kind);

  const call = apiCaller(t);
  const patch = (orderId: string, token: string, payload: Record<string, unknown>) =>
    call<Order>('PATCH', `/api/orders/${orderId}/status`, token, payload);

  it('lets an admin move an order along the flow one step at a time, telling the buyer', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id);
    const order = await createPaidOrder(t.app, buyer, tee.id);

    const skip = await patch(order._id, admin.token, { status: 'delivered' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(ORDER_STATUS_MESSAGES.notAllowed('pending', 'delivered'));

    const confirmed = await patch(order._id, admin.token, {
      status: 'confirmed',
      remark: 'Printing today',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(confirmed.body.statusHistory.map((e) => [e.status, e.remark])).toEqual([
      ['pending', 'Order placed'],
      ['confirmed', 'Printing today'],
    ]);
    // A custom expected delivery in the past is refused and changes nothing.
    const past = await patch(order._id, admin.token, {
      status: 'shipped',
      ...TEST_SHIPMENT,
      expectedDeliveryDate: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(ADMIN_ORDER_MESSAGES.deliveryDatePast);
    const custom = new Date(Date.now() + 5 * 86_400_000);
    custom.setUTCMinutes(0, 0, 0);
    const shipped = await patch(order._id, admin.token, {
      status: 'shipped',
      ...TEST_SHIPMENT,
      expectedDeliveryDate: custom.toISOString(),
    });
    expect(shipped.body.statusHistory.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
    ]);
    expect(shipped.body.expectedDeliveryDate).toBe(custom.toISOString());

    const bell = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer.token) })
    ).json<NotificationsResponse>();
    expect(
      bell.notifications.filter((n) => n.type === 'ORDER_STATUS').map((n) => n.message),
    ).toEqual([
      // The admin's custom date moved the promised day: the buyer is told (docs/decisions/0035).
      `Your order #${shortOrderId(order._id)}: Order Shipped. ${SHIPMENT_MESSAGES.shippedWith(TEST_SHIPMENT.courier, TEST_SHIPMENT.trackingNumber)} Expected delivery is now ${formatShopDate(custom)}.`,
      `Your order #${shortOrderId(order._id)}: Order Confirmed.`,
    ]);
    // Each carries the order's first item, as the new-order notification does.
    const statusNews = bell.notifications.filter((n) => n.type === 'ORDER_STATUS');
    expect(statusNews.map((n) => n.productInfo?.name)).toEqual([
      order.items[0]!.title,
      order.items[0]!.title,
    ]);
    const timeline = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/timeline`,
        headers: bearer(buyer.token),
      })
    ).json<{ steps: { status: string; reached: boolean; current: boolean }[] }>();
    expect(timeline.steps.filter((s) => s.reached).map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
    ]);
    expect(timeline.steps.find((s) => s.current)?.status).toBe('shipped');
  });

  it('lets the fulfilling seller confirm or cancel, one step at a time; others get 404 and change nothing', async () => {
    const seller = await createUser(t.app);
    const otherSeller = await createUser(t.app);
    const buyer = await createUser(t.app);
    // Self Service: the seller prints and ships it, so the order is theirs to fulfil.
    const tee = await createDesign(t.app, seller.user._id, {
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const order = await createPaidOrder(t.app, buyer, tee.id);
    expect(order.fulfillerId).toBe(seller.user._id);

    expect((await patch(order._id, otherSeller.token, { status: 'confirmed' })).status).toBe(404);
    expect((await patch(order._id, buyer.token, { status: 'cancelled' })).status).toBe(404);
    expect((await patch(order._id, seller.token, { status: 'confirmed' })).body.status).toBe(
      'confirmed',
    );
    // One step at a time, for the seller as for an admin.
    expect((await patch(order._id, seller.token, { status: 'delivered' })).status).toBe(409);
    // Cancelling needs a reason, on the server too.
    for (const remark of [undefined, '', '   ']) {
      const refused = await patch(order._id, seller.token, { status: 'cancelled', remark });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(ORDER_STATUS_MESSAGES.cancelReasonRequired);
    }
    expect(
      (await patch(order._id, seller.token, { status: 'cancelled', remark: 'Out of blanks' })).body
        .status,
    ).toBe('cancelled');
    expect((await patch(order._id, seller.token, { status: 'confirmed' })).status).toBe(409);
    expect((await patch(order._id, seller.token, { status: 'teleported' })).status).toBe(422);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: bearer(buyer.token),
      })
    ).json<Order>();
    expect(mine.status).toBe('cancelled');
    expect(mine.statusHistory).toHaveLength(3);
  });

  it('leaves a Print & Delivery order to the shop: its designer cannot move it', async () => {
    const designer = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, designer.user._id);
    const order = await createPaidOrder(t.app, buyer, tee.id);
    expect(order.fulfillerId).toBeNull();

    expect((await patch(order._id, designer.token, { status: 'confirmed' })).status).toBe(404);
    expect((await patch(order._id, admin.token, { status: 'cancelled' })).status).toBe(422);
    // A custom delivery date sent with a cancellation is not applied (spec §4: non-cancel moves only).
    const ignored = new Date(Date.now() + 9 * 86_400_000).toISOString();
    const cancelled = await patch(order._id, admin.token, {
      status: 'cancelled',
      remark: 'Buyer asked',
      expectedDeliveryDate: ignored,
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.expectedDeliveryDate).not.toBe(ignored);
  });
});
