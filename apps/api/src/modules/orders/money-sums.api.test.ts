import {
  CART_LINE_MAX,
  MAX_PRICE_PAISE,
  toRupees,
  type AdminDashboardStats,
  type CartResponse,
  type CreatePaymentResponse,
  type DashboardSummary,
  type Order,
  type PaymentStatusResponse,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  buildDeliveryDetails,
  createAdmin,
  createDesign,
  createUser,
  seedOrder,
  type CreatedUser,
} from '../../../test/factories';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { refunds } from '../../db/schema/refunds';

/** 2^31 paise (about ₹2.1 crore): where a 32-bit integer sum stops. */
const INT32_LIMIT = 2 ** 31;

/** Money sums past 2^31 paise and an order total past it (docs/decisions/0033). */
describe.each(testDatabaseKinds())('money past 2^31 paise on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  afterEach(async () => {
    await assertMoneyEquation(t.database);
    await assertEarningsLedger(t.database);
  });

  let admin: CreatedUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
  });

  it('sums orders that together pass 2^31 paise in sales history and both dashboards', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const before = (await call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token))
      .body;
    // Two orders of ₹1.5 crore each, as data from before the price maximum: each fits a 32-bit
    // integer, their sum does not.
    const totalPaise = 1_500_000_000;
    for (const quantity of [3, 4])
      await seedOrder(t.database.db, {
        buyerId: buyer.user._id,
        sellerId: seller.user._id,
        fulfillerId: seller.user._id,
        totalPaise,
        quantity,
        title: 'Legacy Gold Tee',
      });
    expect(2 * totalPaise).toBeGreaterThan(INT32_LIMIT);
    const sum = toRupees(2 * totalPaise);

    const sales = await call<SellerOrdersResponse>('GET', '/api/orders/seller', seller.token);
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    expect(sales.body.summary).toMatchObject({ orders: 2, units: 7, revenue: sum });

    const mine = await call<DashboardSummary>('GET', '/api/dashboard/summary', buyer.token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ totalOrders: 2, totalSpent: sum });

    const shop = await call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token);
    expect(shop.status, JSON.stringify(shop.body)).toBe(200);
    expect(shop.body.revenue).toBe(before.revenue + sum);
    expect(shop.body.totalOrders).toBe(before.totalOrders + 2);
    expect(shop.body.periodRevenue.last30).toBe(before.periodRevenue.last30 + sum);
    const today = shop.body.daily.at(-1)!;
    expect(today.revenue).toBeGreaterThanOrEqual(sum);

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/orders/seller/export?from=${day(-1).slice(0, 10)}&to=${day(1).slice(0, 10)}`,
      headers: bearer(seller.token),
    });
    expect(csv.statusCode).toBe(200);
  });

  /** Pays for the signed-in buyer's cart through the simulator and answers the payment's orders. */
  async function payCart(buyer: CreatedUser, amount: number): Promise<Order[]> {
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'cart',
      amount,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.merchantOrderId;
    // The simulator's own page: its address may carry a signed token, posted back with the call.
    const page = new URL(created.body.redirectUrl, 'http://localhost');
    const token = [...page.searchParams].find(([name]) => name.toLowerCase().includes('token'));
    const query = token ? `?${token[0]}=${encodeURIComponent(token[1])}` : '';
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/${id}${query}`,
      payload: { outcome: 'COMPLETED', ...(token ? { [token[0]]: token[1] } : {}) },
    });
    expect(settled.statusCode, settled.body).toBeLessThan(400);
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${id}`,
      buyer.token,
    );
    expect(status.body.state, JSON.stringify(status.body)).toBe('COMPLETED');
    return status.body.orders;
  }

  it('takes, shows and refunds one order past 2^31 paise (3 lines of 99 at the maximum price)', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const design = await createDesign(t.app, seller.user._id, { pricePaise: MAX_PRICE_PAISE });
    const cart = apiCaller(t, '/api/cart');
    for (const size of ['S', 'M', 'L']) {
      const added = await cart<CartResponse>('POST', '/add', buyer.token, {
        productType: 'tshirt',
        tshirtId: design.id,
        size,
        color: 'Black',
        quantity: 1,
      });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    }
    const lines = (await cart<CartResponse>('GET', '', buyer.token)).body.items;
    expect(lines).toHaveLength(3);
    let summary: CartResponse['summary'] | undefined;
    for (const line of lines)
      summary = (
        await cart<CartResponse>('PUT', `/update/${line.id}`, buyer.token, {
          quantity: CART_LINE_MAX,
        })
      ).body.summary;
    // The parcel travels free: its goods are far above the free-delivery threshold (decision 0066).
    const totalPaise = 3 * CART_LINE_MAX * MAX_PRICE_PAISE;
    expect(totalPaise).toBeGreaterThan(INT32_LIMIT);
    expect(summary!.total).toBe(toRupees(totalPaise));

    const [order] = await payCart(buyer, toRupees(totalPaise));
    expect(order!.totalAmount).toBe(toRupees(totalPaise));
    const mine = await call<DashboardSummary>('GET', '/api/dashboard/summary', buyer.token);
    expect(mine.body.totalSpent).toBe(toRupees(totalPaise));

    const cancelled = await call<Order>('PATCH', `/api/orders/${order!._id}/status`, admin.token, {
      status: 'cancelled',
      remark: 'Test of a large refund',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order!._id));
    expect(refund).toMatchObject({ amountPaise: totalPaise, state: 'COMPLETED' });
  });
});
