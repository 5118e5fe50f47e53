import type {
  CreatePaymentResponse,
  NotificationsResponse,
  Order,
  PaymentStatusResponse,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createDesign,
  createUser,
  simulatorSettleUrl,
} from '../../../test/factories';
import { sellerOrderNotice } from './order-notices';

describe('the seller\'s "new order" text', () => {
  it('never adds up the quantities of different products', () => {
    expect(sellerOrderNotice('ab12cd34', [{ title: 'Custom Tee', quantity: 2 }])).toBe(
      'New order #ab12cd34: 2 × Custom Tee.',
    );
    expect(
      sellerOrderNotice('ab12cd34', [
        { title: 'Custom Tee', quantity: 1 },
        { title: 'Mug', quantity: 1 },
      ]),
    ).toBe('New order #ab12cd34: 1 × Custom Tee and 1 more item.');
    expect(
      sellerOrderNotice('ab12cd34', [
        { title: 'Custom Tee', quantity: 3 },
        { title: 'Mug', quantity: 2 },
        { title: 'Cap', quantity: 1 },
      ]),
    ).toBe('New order #ab12cd34: 3 × Custom Tee and 2 more items.');
  });
});

describe.each(testDatabaseKinds())('order notifications on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);

  it('tells each fulfilling seller of their own order: "1 × Custom Tee and 1 more item", only their lines', async () => {
    const seller = await createUser(t.app);
    const otherSeller = await createUser(t.app);
    const buyer = await createUser(t.app);
    // Self Service: the seller ships the tee with the mug; the other seller ships the caps.
    const tee = await createDesign(t.app, seller.user._id, {
      title: 'Custom Tee',
      pricePaise: 40_000,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const mug = await createAccessory(t.app, seller.user._id, {
      title: 'Campus Mug',
      pricePaise: 20_000,
      stock: 5,
    });
    const cap = await createAccessory(t.app, otherSeller.user._id, {
      title: 'Campus Cap',
      pricePaise: 10_000,
      stock: 5,
    });
    for (const item of [
      { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 },
      { productType: 'accessory', accessoryId: mug.id, quantity: 1 },
      { productType: 'accessory', accessoryId: cap.id, quantity: 3 },
    ]) {
      expect((await call('POST', '/api/cart/add', buyer.token, item)).status).toBe(201);
    }
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'cart',
      amount: 400 + 200 + 300,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, created.body.merchantOrderId),
      payload: { outcome: 'COMPLETED' },
    });
    const paid = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${created.body.merchantOrderId}`,
      buyer.token,
    );
    expect(paid.body.order).not.toBeNull();
    const mine = await call<Order[]>('GET', '/api/orders/myorders', buyer.token);
    const orderOf = (sellerId: string) => mine.body.find((o) => o.fulfillerId === sellerId)!;
    expect(mine.body).toHaveLength(2);

    const bell = async (token: string) =>
      (
        await call<NotificationsResponse>('GET', '/api/notifications', token)
      ).body.notifications.filter((n) => n.type === 'ORDER_RECEIVED');
    // Each seller's order is named by its short id, the end of its id.
    const named = (order: Order, message: string, rest: string) => {
      const match = /^New order #(\w+): (.*)$/.exec(message);
      return Boolean(match && order._id.endsWith(match[1]!) && match[2] === rest);
    };
    const sellerNews = await bell(seller.token);
    expect(sellerNews).toHaveLength(1);
    expect(
      named(orderOf(seller.user._id), sellerNews[0]!.message, '1 × Custom Tee and 1 more item.'),
      sellerNews[0]!.message,
    ).toBe(true);
    const otherNews = await bell(otherSeller.token);
    expect(otherNews).toHaveLength(1);
    expect(
      named(orderOf(otherSeller.user._id), otherNews[0]!.message, '3 × Campus Cap.'),
      otherNews[0]!.message,
    ).toBe(true);
    // The buyer hears once for the payment, however many orders it made.
    const buyerNews = (
      await call<NotificationsResponse>('GET', '/api/notifications', buyer.token)
    ).body.notifications.filter((n) => n.type === 'ORDER_PLACED');
    expect(buyerNews).toHaveLength(1);
  });
});
