import { indiaDay, toPaise, type AdminDashboardStats, type Order } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  TEST_SHIPMENT,
} from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('admin dashboard API on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);

  it('answers 401 to guests and 403 to customers', async () => {
    const customer = await createUser(t.app);
    expect((await call('GET', '/api/dashboard/admin')).status).toBe(401);
    expect((await call('GET', '/api/dashboard/admin', customer.token)).status).toBe(403);
  });

  it('computes revenue, order windows, new users, design shares and the daily series from the orders', async () => {
    const db = t.database.db;
    const now = Date.now();
    const admin = await createAdmin(t.app, db);
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id);
    await createDesign(t.app, seller.user._id, { status: 'pending' });
    await createDesign(t.app, seller.user._id, { status: 'rejected' });
    await createDesign(t.app, seller.user._id, { status: 'approved' });

    // [days ago, total in paise, status]
    const plan: [number, number, string][] = [
      [1, 100_000, 'pending'], // last 30 days
      [10, 50_000, 'delivered'], // last 30 days
      [5, 999_900, 'cancelled'], // never counted
      [40, 30_000, 'confirmed'], // previous 30 days
      [70, 20_000, 'shipped'], // all time only
    ];
    const made: string[] = [];
    for (const [daysAgo, total, status] of plan) {
      const order = await createPaidOrder(t.app, buyer, tee.id);
      await db
        .update(orders)
        .set({ createdAt: new Date(now - daysAgo * DAY), totalAmountPaise: total, status })
        .where(eq(orders.id, order._id));
      made.push(order._id);
    }

    // Users: 5 made just now (the customer above, admin, seller, buyer, one more), one 45 days old, one deleted.
    const old = await createUser(t.app);
    await db
      .update(users)
      .set({ createdAt: new Date(now - 45 * DAY) })
      .where(eq(users.id, old.user._id));
    const gone = await createUser(t.app);
    expect((await call('DELETE', `/api/users/${gone.user._id}`, admin.token)).status).toBe(200);
    await createUser(t.app);

    const response = await call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token);
    expect(response.status).toBe(200);
    const stats = response.body;
    expect(stats.revenue).toBe(2_000);
    expect(stats.balanceToCollect).toBe(0);
    expect(stats.totalOrders).toBe(4);
    expect(stats.newOrders).toEqual({ last30: 2, previous30: 1, changePercent: 100 });
    expect(stats.periodRevenue).toEqual({ last30: 1_500, previous30: 300, changePercent: 400 });
    expect(stats.newUsers).toEqual({ last30: 5, previous30: 1, changePercent: 400 });
    expect(stats.totalUsers).toBe(6);
    expect(stats.designs).toEqual({
      total: 4,
      approved: 2,
      pending: 1,
      rejected: 1,
      approvedPercent: 50,
      pendingPercent: 25,
      rejectedPercent: 25,
    });

    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)!.date).toBe(indiaDay(new Date(now)));
    const day = (daysAgo: number) =>
      stats.daily.find((d) => d.date === indiaDay(new Date(now - daysAgo * DAY)));
    expect(day(1)).toMatchObject({ orders: 1, revenue: 1_000 });
    expect(day(10)).toMatchObject({ orders: 1, revenue: 500 });
    expect(day(5)).toMatchObject({ orders: 0, revenue: 0 });
    expect(stats.daily.reduce((sum, d) => sum + d.orders, 0)).toBe(2);
    expect(stats.daily.reduce((sum, d) => sum + d.revenue, 0)).toBe(1_500);
  });

  it('counts what was paid: advances, balances collected at the door, and the balance still to collect', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    // ₹499.01, no delivery charge: an advance of ₹249.51 and a balance of ₹249.50.
    const tee = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_901,
      deliveryPricePaise: 0,
      allowPartialPayment: true,
    });
    const stats = async () =>
      (await call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token)).body;
    const move = (order: Order, body: Record<string, unknown>, what = 'status') =>
      call('PATCH', `/api/orders/${order._id}/${what}`, admin.token, body);
    const before = await stats();

    const collected = await createPaidOrder(t.app, buyer, tee.id, { partial: true });
    const owing = await createPaidOrder(t.app, buyer, tee.id, { partial: true });
    const cancelled = await createPaidOrder(t.app, buyer, tee.id, { partial: true });
    const full = await createPaidOrder(t.app, buyer, tee.id);
    for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered'])
      expect((await move(collected, { status, ...TEST_SHIPMENT })).status).toBe(200);
    const balance = { method: 'cash', amount: collected.paymentInfo.remainingAmount };
    expect((await move(collected, balance, 'balance')).status).toBe(200);
    expect((await move(cancelled, { status: 'cancelled', remark: 'Buyer asked' })).status).toBe(
      200,
    );

    const after = await stats();
    const grew = (key: (s: AdminDashboardStats) => number) => toPaise(key(after) - key(before));
    // Collected: 24 951 + 24 950; owing: its advance 24 951; paid in full: 49 901.
    const received = 49_901 + 24_951 + 49_901;
    expect(grew((s) => s.revenue)).toBe(received);
    expect(grew((s) => s.balanceToCollect)).toBe(24_950);
    expect(toPaise(owing.paymentInfo.remainingAmount)).toBe(24_950);
    expect(after.totalOrders - before.totalOrders).toBe(3);
    expect(grew((s) => s.periodRevenue.last30)).toBe(received);
    expect(grew((s) => s.daily.at(-1)!.revenue)).toBe(received);
    expect(full.paymentInfo.paymentStatus).toBe('COMPLETE');
  });
});
