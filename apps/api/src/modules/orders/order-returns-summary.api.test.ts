import {
  isFullyReturned,
  orderStatusText,
  paymentStatusLabel,
  type AdminOrdersResponse,
  type Order,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { returnsKit, teeItem } from '../../../test/returns-fixtures';

// A fully returned and refunded order once read "Delivered" and "Paid" everywhere. Each order
// reply says what its received returns brought back (docs/decisions/0059), read per page.
describe.each(testDatabaseKinds())('what came back of an order on %s', (kind) => {
  const t = useTestApp(kind, { env: { EARNINGS_HOLD_DAYS: '0' } });
  const kit = returnsKit(t);
  let admin: CreatedUser;
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let tee: string;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app, { fullName: 'Seller Sana' });
    buyer = await createUser(t.app, { fullName: 'Buyer Bina' });
    tee = (
      await createDesign(t.app, seller.user._id, {
        pricePaise: 29_900,
        deliveryPricePaise: 4_000,
        deliverWithPlatform: false,
      })
    ).id;
  });
  afterEach(() => assertMoneyEquation(t.database));

  async function returned(order: Order, quantity: number) {
    const request = await kit.asked(buyer, order._id, {
      type: 'return',
      reason: 'Damaged or defective',
      items: [{ orderItemId: order.items[0]!._id, quantity }],
    });
    expect((await kit.decide(admin, request._id, { status: 'approved' })).status).toBe(200);
    const received = await kit.decide(seller, request._id, { status: 'received' });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    return received.body;
  }

  it('says "Returned" and "Refunded ₹…" to the buyer, the seller and admins once all came back', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(tee, { quantity: 2 }));
    const before = await kit.call<Order[]>('GET', '/api/orders/myorders', buyer.token);
    expect(before.body.find((o) => o._id === order._id)!.returns).toBeNull();

    const first = await returned(order, 1);
    const partly = (await kit.call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(partly.returns).toEqual({
      unitsReturned: 1,
      unitsBought: 2,
      refundedAmount: first.refundAmount,
      cashRefundedAmount: 0,
      cashRefundOwedAmount: 0,
    });
    expect(orderStatusText(partly)).toBe('Delivered');
    expect(paymentStatusLabel(partly)).toBe(`Paid · ₹${first.refundAmount!.toFixed(2)} refunded`);

    const second = await returned(order, 1);
    const refunded = first.refundAmount! + second.refundAmount!;
    const mine = await kit.call<Order[]>('GET', '/api/orders/myorders', buyer.token);
    const back = mine.body.find((o) => o._id === order._id)!;
    expect(back.returns).toMatchObject({ unitsReturned: 2, unitsBought: 2 });
    expect(back.returns!.refundedAmount).toBeCloseTo(refunded, 2);
    expect(isFullyReturned(back)).toBe(true);
    expect(orderStatusText(back)).toBe('Returned');
    expect(paymentStatusLabel(back)).toBe(`Refunded ₹${refunded.toFixed(2)}`);

    const sales = await kit.call<SellerOrdersResponse>('GET', '/api/orders/seller', seller.token);
    const sold = sales.body.orders.find((o) => o._id === order._id)!;
    expect(paymentStatusLabel(sold)).toBe(`Refunded ₹${refunded.toFixed(2)}`);

    const listed = await kit.call<AdminOrdersResponse>(
      'GET',
      `/api/orders/admin?q=${order._id}`,
      admin.token,
    );
    const row = listed.body.orders.find((o) => o._id === order._id)!;
    expect(row.paymentStatus).toBe('returned');
    expect(row.returns).toMatchObject({ unitsReturned: 2, unitsBought: 2 });
  });

  it('leaves an exchange out: its units are replaced, not refunded', async () => {
    const order = await kit.delivered(buyer, admin, teeItem(tee));
    const request = await kit.asked(buyer, order._id, {
      type: 'exchange',
      reason: 'Too small for me',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1, exchangeSize: 'L' }],
    });
    expect((await kit.decide(admin, request._id, { status: 'approved' })).status).toBe(200);
    expect((await kit.decide(admin, request._id, { status: 'received' })).status).toBe(200);
    const read = (await kit.call<Order>('GET', `/api/orders/${order._id}`, buyer.token)).body;
    expect(read.returns).toBeNull();
    expect(paymentStatusLabel(read)).toBe('Paid');
  });
});
