import { randomUUID } from 'node:crypto';
import {
  toPaise,
  type AdminDashboardStats,
  type Order,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  seedOrder,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import { orderItems, orders } from '../../db/schema/orders';
import { createReplacementOrder } from '../orders/replacement-order';
import { payments } from '../../db/schema/payments';
import { refunds, type RefundKind } from '../../db/schema/refunds';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The CSV's rows, and its 'Net Amount' summed once per order (each line repeats its order's). */
function csvNet(body: string) {
  const rows = parse(body, { columns: true }) as Record<string, string>[];
  const perOrder = new Map(rows.map((r) => [r['Order ID']!, toPaise(Number(r['Net Amount']))]));
  return { rows, netPaise: [...perOrder.values()].reduce((a, b) => a + b, 0), perOrder };
}

// Revenue, the charts and the CSV totals are net of every kind of refund
// (docs/decisions/0057), checked against sums read straight from payments and refunds.
describe.each(testDatabaseKinds())('revenue net of refunds on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let admin: CreatedUser;
  let seller: CreatedUser;

  /** A refund row as the cancel, the drop's closing or a return's receipt writes it. */
  async function refund(orderId: string, refundKind: RefundKind, amountPaise: number) {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    await t.database.db.insert(refunds).values({
      merchantRefundId: `R-${randomUUID()}`,
      orderId,
      paymentId: order!.paymentId,
      provider: 'simulator',
      amountPaise,
      state: 'COMPLETED',
      kind: refundKind,
      returnId: refundKind === 'return' ? randomUUID() : null,
    });
  }

  /** Money kept, from the tables: payments that made orders, balances collected, less refunds. */
  async function keptFromTables(fulfillerId?: string): Promise<number> {
    const db = t.database.db;
    const allOrders = (await db.select().from(orders)).filter(
      (o) => fulfillerId === undefined || o.fulfillerId === fulfillerId,
    );
    const ids = new Set(allOrders.map((o) => o.id));
    const paymentIds = new Set(allOrders.map((o) => o.paymentId));
    const paid = (await db.select().from(payments))
      .filter((p) => p.state === 'COMPLETED' && paymentIds.has(p.id))
      .reduce((sum, p) => sum + p.amountPaise, 0);
    const collected = allOrders.reduce((sum, o) => sum + (o.balanceCollectedPaise ?? 0), 0);
    return paid + collected - (await refundedFromTable(ids));
  }

  /** Every refund of these orders, from the refunds table. */
  async function refundedFromTable(orderIds: ReadonlySet<string>): Promise<number> {
    return (await t.database.db.select().from(refunds))
      .filter((r) => r.orderId !== null && orderIds.has(r.orderId))
      .reduce((sum, r) => sum + r.amountPaise, 0);
  }

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_900,
      deliveryPricePaise: 0,
      allowPartialPayment: true,
    });
    const move = (order: Order, body: Record<string, unknown>, what = 'status') =>
      call('PATCH', `/api/orders/${order._id}/${what}`, admin.token, body);

    // A return refunded in part, a drop's tier difference, a cancel, an advance whose balance was
    // collected and then partly refunded on a return, and an order never refunded.
    const returned = await createPaidOrder(t.app, buyer, tee.id);
    await refund(returned._id, 'return', 20_000);
    const tiered = await createPaidOrder(t.app, buyer, tee.id);
    await refund(tiered._id, 'drop_tier', 4_000);
    const cancelled = await createPaidOrder(t.app, buyer, tee.id);
    expect((await move(cancelled, { status: 'cancelled', remark: 'Buyer asked' })).status).toBe(
      200,
    );
    const advance = await createPaidOrder(t.app, buyer, tee.id, { partial: true });
    for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered'])
      expect((await move(advance, { status, ...TEST_SHIPMENT })).status).toBe(200);
    const balance = { method: 'cash', amount: advance.paymentInfo.remainingAmount };
    expect((await move(advance, balance, 'balance')).status).toBe(200);
    await refund(advance._id, 'return', 24_950);
    await createPaidOrder(t.app, buyer, tee.id);

    // The seller's own (Self Service) orders: one returned in full, one tier-refunded.
    const own = await seedOrder(t.database.db, {
      buyerId: buyer.user._id,
      sellerId: seller.user._id,
      fulfillerId: seller.user._id,
      totalPaise: 59_900,
      status: 'delivered',
    });
    await refund(own, 'return', 59_900);
    const ownTier = await seedOrder(t.database.db, {
      buyerId: buyer.user._id,
      sellerId: seller.user._id,
      fulfillerId: seller.user._id,
      totalPaise: 30_000,
    });
    await refund(ownTier, 'drop_tier', 5_000);
  });

  it("the dashboard's revenue, 30-day revenue and daily chart equal payments less refunds", async () => {
    const kept = await keptFromTables();
    // Returned 29 900, tiered 45 900, cancelled 0, advance 24 950 (24 950 + 24 950 − 24 950),
    // unrefunded 49 900; the seller's: returned 0, tiered 25 000.
    expect(kept).toBe(175_650);
    const stats = (await call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token))
      .body;
    expect(toPaise(stats.revenue)).toBe(kept);
    expect(toPaise(stats.periodRevenue.last30)).toBe(kept);
    expect(toPaise(stats.daily.reduce((sum, d) => sum + d.revenue, 0))).toBe(kept);
  });

  it("the admin's CSV 'Net Amount' adds up to the same, with every refund in 'Refunded Amount'", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/admin/export?from=${day(-1)}&to=${day(1)}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const csv = csvNet(response.body);
    expect(csv.netPaise).toBe(await keptFromTables());
    const refunded = new Map(
      csv.rows.map((r) => [r['Order ID']!, toPaise(Number(r['Refunded Amount']))]),
    );
    const everyOrder = new Set((await t.database.db.select().from(orders)).map((o) => o.id));
    expect([...refunded.values()].reduce((a, b) => a + b, 0)).toBe(
      await refundedFromTable(everyOrder),
    );
  });

  it("the seller's Sales revenue and CSV are net of their orders' refunds", async () => {
    const kept = await keptFromTables(seller.user._id);
    expect(kept).toBe(25_000);
    const sales = await call<SellerOrdersResponse>('GET', '/api/orders/seller', seller.token);
    expect(toPaise(sales.body.summary.revenue)).toBe(kept);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/orders/seller/export?from=${day(-1)}&to=${day(1)}`,
      headers: bearer(seller.token),
    });
    const own = csvNet(csv.body);
    const ownIds = (
      await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.fulfillerId, seller.user._id))
    ).map((r) => r.id);
    expect(ownIds.reduce((sum, id) => sum + (own.perOrder.get(id) ?? 0), 0)).toBe(kept);
  });

  it("a size exchange's ₹0 replacement is no order and no unit sold: dashboard, Sales, CSVs", async () => {
    const buyer = await createUser(t.app);
    const original = await seedOrder(t.database.db, {
      buyerId: buyer.user._id,
      sellerId: seller.user._id,
      fulfillerId: seller.user._id,
      totalPaise: 40_000,
      quantity: 2,
      status: 'delivered',
    });
    const before = {
      stats: (await call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token)).body,
      sales: (await call<SellerOrdersResponse>('GET', '/api/orders/seller', seller.token)).body,
      buyer: (await call<{ totalOrders: number }>('GET', '/api/dashboard/summary', buyer.token))
        .body,
    };
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, original));
    const replacement = await t.database.db.transaction((tx) =>
      createReplacementOrder(
        tx,
        {
          originalOrderId: original,
          lines: [{ orderItemId: line!.id, quantity: 1, size: 'XL' }],
          actorId: seller.user._id,
        },
        new Date(),
        t.app.services.notifications,
      ),
    );
    const stats = (await call<AdminDashboardStats>('GET', '/api/dashboard/admin', admin.token))
      .body;
    expect(stats.totalOrders).toBe(before.stats.totalOrders);
    expect(stats.newOrders.last30).toBe(before.stats.newOrders.last30);
    expect(stats.daily.reduce((sum, d) => sum + d.orders, 0)).toBe(
      before.stats.daily.reduce((sum, d) => sum + d.orders, 0),
    );
    const sales = (await call<SellerOrdersResponse>('GET', '/api/orders/seller', seller.token))
      .body;
    expect(sales.summary).toEqual(before.sales.summary);
    // It is still listed for the seller to ship, but it is no sale.
    expect(sales.orders.map((o) => o._id)).toContain(replacement);
    const buyerSummary = await call<{ totalOrders: number }>(
      'GET',
      '/api/dashboard/summary',
      buyer.token,
    );
    expect(buyerSummary.body.totalOrders).toBe(before.buyer.totalOrders);
    for (const [url, token] of [
      ['/api/orders/admin/export', admin.token],
      ['/api/orders/seller/export', seller.token],
    ] as const) {
      const csv = await t.app.inject({
        method: 'GET',
        url: `${url}?from=${day(-1)}&to=${day(1)}`,
        headers: bearer(token),
      });
      const ids = csvNet(csv.body).rows.map((r) => r['Order ID']);
      expect(ids, url).toContain(original);
      expect(ids, url).not.toContain(replacement);
    }
  });
});
