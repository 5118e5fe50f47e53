import {
  AUDIT_MESSAGES,
  shortOrderId,
  type AuditListResponse,
  type Order,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { auditLog } from '../../db/schema/audit';

describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  const list = (query: string, token: string) =>
    call<AuditListResponse>('GET', `/api/admin/audit${query}`, token);

  let admin: CreatedUser;
  let otherAdmin: CreatedUser;
  let seller: CreatedUser;
  let buyer: CreatedUser;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    otherAdmin = await createAdmin(t.app, t.database.db);
    seller = await createUser(t.app);
    buyer = await createUser(t.app);
    await createDesign(t.app, seller.user._id);
  });

  it('answers only admins: 401 without a token, 403 for a customer and a seller', async () => {
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
    expect((await list('', buyer.token)).status).toBe(403);
    expect((await list('', seller.token)).status).toBe(403);
    expect((await list('', admin.token)).status).toBe(200);
  });

  it("records an admin's order status change with who, before and after, and finds it by its filters", async () => {
    const tee = await createDesign(t.app, seller.user._id);
    const order = await createPaidOrder(t.app, buyer, tee.id);
    const moved = await call<Order>('PATCH', `/api/orders/${order._id}/status`, admin.token, {
      status: 'confirmed',
      remark: 'Printing today',
    });
    expect(moved.status).toBe(200);

    const found = await list(`?action=order.status&entityId=${order._id}`, admin.token);
    expect(found.status).toBe(200);
    expect(found.body.entries).toHaveLength(1);
    const [entry] = found.body.entries;
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      actorName: admin.user.fullName,
      action: 'order.status',
      entityType: 'order',
      entityId: order._id,
      before: { status: 'pending' },
      after: { status: 'confirmed', remark: 'Printing today' },
    });
    expect(Date.parse(entry!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // The short id the pages show finds it too, with or without '#', in either case.
    const short = shortOrderId(order._id);
    for (const q of [short, `%23${short}`, short.toLowerCase()]) {
      const byShort = await list(`?entityId=${q}`, admin.token);
      expect(byShort.body.entries.map((e) => e.entityId)).toEqual([order._id]);
    }
    expect(
      (await list(`?entityType=order&actorId=${admin.user._id}`, admin.token)).body.entries,
    ).toSatisfy((entries: unknown[]) => entries.length >= 1);
    expect(
      (await list(`?actorId=${otherAdmin.user._id}&entityId=${order._id}`, admin.token)).body
        .entries,
    ).toHaveLength(0);
    expect(
      (await list(`?entityType=user&entityId=${order._id}`, admin.token)).body.entries,
    ).toEqual([]);
    // A seller's own move is not an admin change.
    const own = await createDesign(t.app, seller.user._id, {
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const sellersOrder = await createPaidOrder(t.app, buyer, own.id);
    await call('PATCH', `/api/orders/${sellersOrder._id}/status`, seller.token, {
      status: 'confirmed',
    });
    expect((await list(`?entityId=${sellersOrder._id}`, admin.token)).body.entries).toEqual([]);
  });

  it('pages newest first and filters by the days of India', async () => {
    const entityId = `paging-${Date.now()}`;
    // 25 entries an hour apart, ending 2026-03-10 12:00 IST (06:30 UTC).
    const last = Date.parse('2026-03-10T06:30:00.000Z');
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 25 }, (_, i) => ({
        actorId: otherAdmin.user._id,
        actorName: otherAdmin.user.fullName,
        action: 'settings.update',
        entityType: 'settings',
        entityId,
        before: { siteName: `Name ${i}` },
        after: { siteName: `Name ${i + 1}` },
        createdAt: new Date(last - (24 - i) * 3_600_000),
      })),
    );
    const first = await list(`?entityId=${entityId}&limit=10`, admin.token);
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 25,
      itemsPerPage: 10,
    });
    expect(first.body.entries.map((e) => e.after?.siteName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Name ${25 - i}`),
    );
    const third = await list(`?entityId=${entityId}&limit=10&page=3`, admin.token);
    expect(third.body.entries.map((e) => e.after?.siteName)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Name ${5 - i}`),
    );
    // The first is 24 hours earlier, 12:00 IST on the 9th: 12 entries fall on the 9th (12:00 to
    // 23:00 IST) and 13 on the 10th (00:00 to 12:00 IST).
    const ninth = await list(`?entityId=${entityId}&from=2026-03-09&to=2026-03-09`, admin.token);
    expect(ninth.body.pagination.totalItems).toBe(12);
    const tenth = await list(`?entityId=${entityId}&from=2026-03-10`, admin.token);
    expect(tenth.body.pagination.totalItems).toBe(13);
    const before = await list(`?entityId=${entityId}&to=2026-03-08`, admin.token);
    expect(before.body.pagination.totalItems).toBe(0);
    const byAction = await list(
      `?action=settings.update&entityType=settings&limit=100`,
      admin.token,
    );
    expect(byAction.body.entries.every((e) => e.action === 'settings.update')).toBe(true);
    expect(byAction.body.entries.length).toBeGreaterThanOrEqual(25);
  });

  it('refuses bad filters with a 422 and the reason', async () => {
    const backwards = await list('?from=2026-03-10&to=2026-03-09', admin.token);
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe(AUDIT_MESSAGES.datesOrder);
    for (const query of [
      '?action=order.teleport',
      '?entityType=planet',
      '?from=yesterday',
      '?actorId=nobody',
      '?page=0',
      '?limit=1000',
      `?entityId=${'x'.repeat(65)}`,
    ]) {
      expect((await list(query, admin.token)).status, query).toBe(422);
    }
  });
});
