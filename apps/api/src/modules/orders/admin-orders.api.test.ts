import { randomUUID } from 'node:crypto';
import {
  ADMIN_EXPORT_COLUMNS,
  ADMIN_ORDER_MESSAGES,
  adminExportFileName,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_STATUS_MESSAGES,
  shortOrderId,
  type AdminOrdersResponse,
  type Order,
  type OrderStatus,
} from '@campus-threads/contract';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  seedOrder,
  TEST_SHIPMENT,
  type CreatedUser,
} from '../../../test/factories';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { orders } from '../../db/schema/orders';

/** An order written straight to the database: any status, amount, name, date or payment. */
type SeedOrder = {
  fullName: string;
  status: OrderStatus;
  totalPaise: number;
  partial?: boolean;
  createdAt: Date;
};

/** An order of two tees for the shop to ship, by a buyer named `fullName`. */
function seedShopOrder(db: Db, buyerId: string, sellerId: string, seed: SeedOrder) {
  const { fullName, ...order } = seed;
  return seedOrder(db, {
    ...order,
    buyerId,
    sellerId,
    quantity: 2,
    delivery: { fullName, email: 'seed@example.com', address: 'Room 7, Brahmaputra Hostel' },
  });
}

describe.each(testDatabaseKinds())('admin orders on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t, '/api/orders');
  let admin: CreatedUser;
  let customer: CreatedUser;
  let seller: CreatedUser;
  let designId: string;
  /** The seeded orders by customer name; every name holds "Kaveri" (the tests' search). */
  const seeded = new Map<string, string>();
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  const list = (query: string, token = admin.token) =>
    call<AdminOrdersResponse>('GET', `/admin?${query}`, token);
  const names = (body: AdminOrdersResponse) => body.orders.map((o) => o.deliveryDetails.fullName);

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    customer = await createUser(t.app);
    seller = await createUser(t.app, { fullName: 'Sanjay Seller', phone: '9123456780' });
    designId = (await createDesign(t.app, seller.user._id)).id;
    const seeds: SeedOrder[] = [
      { fullName: 'Kaveri Rao', status: 'pending', totalPaise: 50_000, createdAt: minutesAgo(1) },
      {
        fullName: 'Kaveri Sen',
        status: 'confirmed',
        totalPaise: 100_000,
        partial: true,
        createdAt: minutesAgo(2),
      },
      { fullName: 'kaveri das', status: 'shipped', totalPaise: 150_050, createdAt: minutesAgo(3) },
      {
        fullName: 'Kaveri Nath',
        status: 'out_for_delivery',
        totalPaise: 200_000,
        createdAt: minutesAgo(4),
      },
      {
        fullName: 'Kaveri Bose',
        status: 'delivered',
        totalPaise: 250_000,
        createdAt: minutesAgo(5),
      },
      {
        fullName: 'Kaveri 100% Iyer',
        status: 'cancelled',
        totalPaise: 300_000,
        partial: true,
        createdAt: minutesAgo(6),
      },
    ];
    for (const seed of seeds) {
      seeded.set(
        seed.fullName,
        await seedShopOrder(t.database.db, customer.user._id, seller.user._id, seed),
      );
    }
  });

  describe('who may call', () => {
    it('answers 401 to guests and 403 to customers and sellers on every admin order route', async () => {
      const someOrder = seeded.get('Kaveri Rao')!;
      const routes = [
        ['GET', '/admin'],
        ['GET', '/admin/export?from=2026-01-01&to=2026-01-31'],
        ['PATCH', `/${someOrder}/delivery-date`],
      ] as const;
      const body = { expectedDeliveryDate: new Date(Date.now() + 86_400_000).toISOString() };
      for (const [method, url] of routes) {
        expect((await call(method, url, undefined, body)).status, url).toBe(401);
        expect((await call(method, url, customer.token, body)).status, url).toBe(403);
        expect((await call(method, url, seller.token, body)).status, url).toBe(403);
      }
      // Nothing changed for the refused callers.
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, someOrder));
      expect(row!.expectedDeliveryDate.getTime()).not.toBe(
        new Date(body.expectedDeliveryDate).getTime(),
      );
    });
  });

  describe('the list', () => {
    it('filters by status tab, including the Delivery tab (out_for_delivery)', async () => {
      for (const [status, name] of [
        ['pending', 'Kaveri Rao'],
        ['confirmed', 'Kaveri Sen'],
        ['shipped', 'kaveri das'],
        ['out_for_delivery', 'Kaveri Nath'],
        ['delivered', 'Kaveri Bose'],
        ['cancelled', 'Kaveri 100% Iyer'],
      ] as const) {
        const response = await list(`q=kaveri&status=${status}`);
        expect(response.status).toBe(200);
        expect(names(response.body), status).toEqual([name]);
        expect(response.body.orders[0]!.status).toBe(status);
      }
      expect((await list('status=teleported')).status).toBe(422);
    });

    it('finds an order by its short id (any case), its full id, or part of the name', async () => {
      const id = seeded.get('Kaveri Nath')!;
      for (const q of [shortOrderId(id), shortOrderId(id).toUpperCase(), id, id.toUpperCase()]) {
        expect(names((await list(`q=${q}`)).body), q).toEqual(['Kaveri Nath']);
      }
      expect(names((await list('q=KAVERI%20SEN')).body)).toEqual(['Kaveri Sen']);
      expect(names((await list('q=  das ')).body)).toEqual(['kaveri das']);
      // LIKE wildcards are plain characters.
      expect(names((await list('q=100%25')).body)).toEqual(['Kaveri 100% Iyer']);
      expect((await list('q=%25')).body.orders.map((o) => o.deliveryDetails.fullName)).toEqual([
        'Kaveri 100% Iyer',
      ]);
      expect((await list('q=kav_ri')).body.orders).toEqual([]);
      expect((await list('q=nobody-like-this')).body.orders).toEqual([]);
    });

    it('filters by payment status, case-insensitively: paid, pending (balance due), failed (none)', async () => {
      expect(names((await list('q=kaveri&paymentStatus=PAID')).body)).toEqual([
        'Kaveri Rao',
        'kaveri das',
        'Kaveri Nath',
        'Kaveri Bose',
      ]);
      // Nothing is due on a cancelled order (Kaveri 100% Iyer's): neither paid nor pending.
      const pending = (await list('q=kaveri&paymentStatus=Pending')).body;
      expect(names(pending)).toEqual(['Kaveri Sen']);
      expect(pending.orders.every((o) => o.paymentStatus === 'pending')).toBe(true);
      expect(pending.orders[0]!.paymentInfo.remainingAmount).toBe(500);
      expect((await list('q=kaveri&paymentStatus=failed')).body.orders).toEqual([]);
      expect((await list('q=kaveri&paymentStatus=all')).body.orders).toHaveLength(6);
      expect((await list('paymentStatus=refunded')).status).toBe(422);
    });

    it('filters by amount in rupees with both bounds inclusive', async () => {
      expect(names((await list('q=kaveri&minAmount=1000&maxAmount=2000')).body)).toEqual([
        'Kaveri Sen',
        'kaveri das',
        'Kaveri Nath',
      ]);
      expect(names((await list('q=kaveri&minAmount=1500.5&maxAmount=1500.5')).body)).toEqual([
        'kaveri das',
      ]);
      expect(names((await list('q=kaveri&minAmount=2500')).body)).toEqual([
        'Kaveri Bose',
        'Kaveri 100% Iyer',
      ]);
      expect(names((await list('q=kaveri&maxAmount=500&minAmount=')).body)).toEqual(['Kaveri Rao']);
      const upsideDown = await list('minAmount=20&maxAmount=10');
      expect(upsideDown.status).toBe(422);
      expect(upsideDown.body.message).toBe(ADMIN_ORDER_MESSAGES.amountRange);
      expect((await list('minAmount=-1')).status).toBe(422);
      expect((await list('maxAmount=lots')).status).toBe(422);
    });

    it('pages newest first on the server and counts the summary over the filters, not the tab', async () => {
      const first = (await list('q=kaveri&limit=2')).body;
      expect(names(first)).toEqual(['Kaveri Rao', 'Kaveri Sen']);
      expect(first.pagination).toEqual({
        currentPage: 1,
        totalPages: 3,
        totalItems: 6,
        itemsPerPage: 2,
      });
      expect(names((await list('q=kaveri&limit=2&page=2')).body)).toEqual([
        'kaveri das',
        'Kaveri Nath',
      ]);
      expect((await list('q=kaveri&limit=2&page=9')).body.orders).toEqual([]);
      expect((await list('limit=101')).status).toBe(422);
      expect((await list('page=0')).status).toBe(422);

      const pendingTab = (await list('q=kaveri&status=pending')).body;
      expect(pendingTab.pagination.totalItems).toBe(1);
      expect(pendingTab.summary).toEqual({
        total: 6,
        pending: 1,
        inProgress: 3,
        completed: 1,
        cancelled: 1,
      });
      // The summary follows the other filters.
      expect((await list('q=kaveri&paymentStatus=pending&status=delivered')).body.summary).toEqual({
        total: 1,
        pending: 0,
        inProgress: 1,
        completed: 0,
        cancelled: 0,
      });
    });

    it('shows everything of the admin view: delivery details, each item’s seller, payment, history', async () => {
      const [order] = (await list('q=kaveri%20sen')).body.orders;
      expect(order).toMatchObject({
        _id: seeded.get('Kaveri Sen'),
        status: 'confirmed',
        totalAmount: 1000,
        // Lines, as the expanded row lists them (one line of 2).
        itemCount: 1,
        remark: null,
        paymentStatus: 'pending',
        deliveryDetails: {
          fullName: 'Kaveri Sen',
          email: 'seed@example.com',
          phone: '9876543210',
          address: 'Room 7, Brahmaputra Hostel',
          district: 'Sonitpur',
          state: 'Assam',
          pinCode: '784028',
        },
        paymentInfo: { method: 'PhonePe', paymentStatus: 'PARTIAL', remainingAmount: 500 },
        statusHistory: [{ status: 'pending' }],
      });
      expect(order!.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(order!.items).toHaveLength(1);
      expect(order!.items[0]).toMatchObject({
        title: 'Tee for Kaveri Sen',
        size: 'L',
        quantity: 2,
        printAndDeliver: true,
        seller: {
          sellerId: seller.user._id,
          sellerName: 'Sanjay Seller',
          sellerEmail: seller.user.email,
          sellerPhone: '9123456780',
        },
      });
    });

    it('sends the same few statements for a page of 1 or of 100 orders (no query per order)', async () => {
      const buyer = await createUser(t.app);
      for (let i = 0; i < 4; i++) await createPaidOrder(t.app, buyer, designId);
      async function statementsFor(query: string) {
        const statements: string[] = [];
        const stop = t.database.observeQueries((text) => statements.push(text));
        try {
          const response = await list(query);
          expect(response.status).toBe(200);
          return { count: statements.length, orders: response.body.orders.length };
        } finally {
          stop();
        }
      }
      const one = await statementsFor('limit=1');
      const many = await statementsFor('limit=100');
      expect(one.orders).toBe(1);
      expect(many.orders).toBeGreaterThanOrEqual(10);
      // A page with a cancelled order reads the refunds too, one with a delivered order what its
      // returns brought back (decision 0059): one statement each, whatever the page size.
      expect(many.count - one.count).toBeLessThanOrEqual(2);
      // The sign-in check, the grouped counts, the page, its lines with their sellers, their
      // invoices' numbers, the refunds of its cancelled orders (their payment status) and the
      // returns of its delivered ones.
      expect(many.count).toBeLessThanOrEqual(7);
    });
  });

  describe('status changes an admin may not make (PATCH /:id/status)', () => {
    const move = (id: string, payload: Record<string, unknown>) =>
      call<Order>('PATCH', `/${id}/status`, admin.token, payload);
    /** The order as the admin reads it, and how many audit entries it has. */
    async function state(id: string) {
      const order = (await call<Order>('GET', `/${id}`, admin.token)).body;
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)));
      return { order, audits: audits.length };
    }

    it('refuses pending → delivered with 409 and changes nothing', async () => {
      const order = await createPaidOrder(t.app, customer, designId);
      const before = await state(order._id);
      const refused = await move(order._id, { status: 'delivered' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(ORDER_STATUS_MESSAGES.notAllowed('pending', 'delivered'));
      for (const skip of ['shipped', 'out_for_delivery', 'pending'] as const) {
        expect((await move(order._id, { status: skip })).status, skip).toBe(409);
      }
      expect(await state(order._id)).toEqual(before);
    });

    it('refuses every move out of delivered and cancelled, and a cancel without a reason', async () => {
      const done = await createPaidOrder(t.app, customer, designId);
      for (const step of ['confirmed', 'shipped', 'out_for_delivery', 'delivered'] as const) {
        const shipment = step === 'shipped' ? TEST_SHIPMENT : {};
        expect((await move(done._id, { status: step, ...shipment })).status, step).toBe(200);
      }
      const cancelled = await createPaidOrder(t.app, customer, designId);
      for (const remark of [undefined, '', '   ']) {
        const refused = await move(cancelled._id, { status: 'cancelled', remark });
        expect(refused.status).toBe(422);
        expect(refused.body.message).toBe(ORDER_STATUS_MESSAGES.cancelReasonRequired);
      }
      expect((await state(cancelled._id)).order.status).toBe('pending');
      expect((await state(cancelled._id)).audits).toBe(0);
      expect(
        (await move(cancelled._id, { status: 'cancelled', remark: 'Buyer asked' })).status,
      ).toBe(200);

      for (const id of [done._id, cancelled._id]) {
        const before = await state(id);
        for (const next of ORDER_STATUSES) {
          const refused = await move(id, { status: next, remark: 'try' });
          expect(refused.status, `${before.order.status} → ${next}`).toBe(409);
        }
        expect(await state(id)).toEqual(before);
      }
    });
  });

  describe('the expected delivery date (PATCH /:id/delivery-date)', () => {
    const setDate = (id: string, expectedDeliveryDate: unknown) =>
      call<Order>('PATCH', `/${id}/delivery-date`, admin.token, { expectedDeliveryDate });
    const audits = (id: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.delivery_date'), eq(auditLog.entityId, id)));

    it('sets a future date, audits it with before and after, and the buyer sees it', async () => {
      const order = await createPaidOrder(t.app, customer, designId);
      const next = new Date(Date.now() + 5 * 86_400_000);
      next.setUTCSeconds(0, 0);
      const response = await setDate(order._id, next.toISOString());
      expect(response.status).toBe(200);
      expect(response.body.expectedDeliveryDate).toBe(next.toISOString());

      const entries = await audits(order._id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: admin.user._id,
        entityType: 'order',
        before: { expectedDeliveryDate: order.expectedDeliveryDate },
        after: { expectedDeliveryDate: next.toISOString() },
      });

      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(mine.json<Order>().expectedDeliveryDate).toBe(next.toISOString());
      const timeline = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/timeline`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(timeline.json<{ expectedDeliveryDate: string }>().expectedDeliveryDate).toBe(
        next.toISOString(),
      );

      // A bare date means the end of that day in India; half a minute ago passes as clock skew.
      const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect((await setDate(order._id, day)).body.expectedDeliveryDate).toBe(
        new Date(`${day}T23:59:00+05:30`).toISOString(),
      );
      expect((await setDate(order._id, new Date(Date.now() - 30_000).toISOString())).status).toBe(
        200,
      );
      expect(await audits(order._id)).toHaveLength(3);
    });

    it('refuses a past or malformed date, unknown orders, and final orders, changing nothing', async () => {
      const order = await createPaidOrder(t.app, customer, designId);
      const past = await setDate(order._id, new Date(Date.now() - 5 * 60_000).toISOString());
      expect(past.status).toBe(422);
      expect(past.body.message).toBe(ADMIN_ORDER_MESSAGES.deliveryDatePast);
      for (const junk of ['soon', '2026-13-40', 42, null]) {
        const refused = await setDate(order._id, junk);
        expect(refused.status, String(junk)).toBe(422);
      }
      const future = new Date(Date.now() + 86_400_000).toISOString();
      expect((await setDate(randomUUID(), future)).status).toBe(404);
      expect((await setDate('not-an-id', future)).status).toBe(404);

      const delivered = seeded.get('Kaveri Bose')!;
      const cancelled = seeded.get('Kaveri 100% Iyer')!;
      for (const id of [delivered, cancelled]) {
        const refused = await setDate(id, future);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(ADMIN_ORDER_MESSAGES.deliveryDateFinal);
      }
      for (const id of [order._id, delivered, cancelled]) expect(await audits(id)).toHaveLength(0);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.expectedDeliveryDate.toISOString()).toBe(order.expectedDeliveryDate);
    });
  });

  describe('the CSV export', () => {
    const exportCsv = (query: string, token = admin.token) =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders/admin/export?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });

    it('needs both dates, in order', async () => {
      for (const query of ['from=2026-01-01', 'to=2026-01-01', '', 'from=&to=2026-01-01']) {
        const response = await exportCsv(query);
        expect(response.statusCode, query).toBe(422);
        expect(response.json<{ message: string }>().message).toBe(
          ORDER_MESSAGES.exportDatesRequired,
        );
      }
      const reversed = await exportCsv('from=2026-02-01&to=2026-01-01');
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json<{ message: string }>().message).toBe(ORDER_MESSAGES.exportDatesOrder);
    });

    it('writes one row per item of the orders created on those India days, with the admin columns', async () => {
      const inside = await seedShopOrder(t.database.db, customer.user._id, seller.user._id, {
        // 23:59 on 10 January 2025 in India.
        fullName: '=HYPERLINK("http://evil")',
        status: 'confirmed',
        totalPaise: 80_000,
        partial: true,
        createdAt: new Date('2025-01-10T18:29:00Z'),
      });
      await seedShopOrder(t.database.db, customer.user._id, seller.user._id, {
        // 00:01 on 11 January in India: outside the range.
        fullName: 'Next Day',
        status: 'pending',
        totalPaise: 10_000,
        createdAt: new Date('2025-01-10T18:31:00Z'),
      });
      const response = await exportCsv('from=2025-01-10&to=2025-01-10');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${adminExportFileName('2025-01-10', '2025-01-10')}"`,
      );
      expect(adminExportFileName('2025-01-10', '2025-01-10')).toBe(
        'orders_2025-01-10_to_2025-01-10.csv',
      );
      const rows = parse(response.body, { columns: true }) as Record<string, string>[];
      expect(Object.keys(rows[0]!)).toEqual([...ADMIN_EXPORT_COLUMNS]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        'Order ID': inside,
        'Customer Name': `'=HYPERLINK("http://evil")`,
        'Product Type': 'tshirt',
        'Product Name': 'Tee for =HYPERLINK("http://evil")',
        'Size/Type': 'L',
        Quantity: '2',
        'Base Price': '400',
        'Print & Delivery Status': 'Print & Delivery',
        'Seller Name': 'Sanjay Seller',
        'Seller Email': seller.user.email,
        'Seller Phone': '9123456780',
        'Total Amount': '800',
        // One vocabulary with the screens, dates in India time (docs/decisions/0035).
        'Payment Status': '50% paid, ₹400.00 due',
        'Order Date': '10 Jan 2025, 11:59 pm',
        'Price Paid': '400',
        'Line Total': '800',
        'Order Status': 'confirmed',
      });
      expect(rows[0]!['Product Images']).toMatch(/seed/);

      // An empty period still names the columns.
      const empty = await exportCsv('from=2020-01-01&to=2020-01-02');
      expect(empty.statusCode).toBe(200);
      expect(parse(empty.body)).toEqual([[...ADMIN_EXPORT_COLUMNS]]);
    });

    it('spans several batches without losing or repeating an order', async () => {
      const day = new Date('2024-03-05T06:00:00Z');
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) {
        ids.push(
          await seedShopOrder(t.database.db, customer.user._id, seller.user._id, {
            fullName: `Batch ${i}`,
            status: 'pending',
            totalPaise: 1000,
            createdAt: new Date(day.getTime() + i * 1000),
          }),
        );
      }
      const batches = await t.app.services.adminOrders.exportBatches('2024-03-05', '2024-03-05', 3);
      const seen: string[][] = [];
      for await (const batch of batches) seen.push(batch.orders.map((o) => o._id));
      expect(seen.map((b) => b.length)).toEqual([3, 3, 1]);
      expect(seen.flat()).toEqual(ids);
    });
  });
});
