import { DROP_MESSAGES, type Drop } from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { auditLog, notifications } from '../../db/schema';

const LEAD_SECONDS = 5;

describe.each(testDatabaseKinds())('cancelling a drop on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: String(LEAD_SECONDS) } });
  const { call, openDrop, setDrop, dropRow } = dropsKit(t);
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let admin: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    otherSeller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    designId = (await createDesign(t.app, seller.user._id)).id;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const cancel = (id: string, token: string | undefined, reason = 'The fest was postponed') =>
    call<Drop>('POST', `/api/drops/${id}/cancel`, token, { reason });

  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'drop.cancel'), eq(auditLog.entityId, id)));

  const dropNoticesOf = (user: CreatedUser) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.user._id), eq(notifications.type, 'DROP_STATUS')));

  it('lets the owner cancel an open drop before its deadline, once', async () => {
    const drop = await openDrop(seller, designId);
    const response = await cancel(drop._id, seller.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      _id: drop._id,
      status: 'cancelled',
      cancelledReason: 'The fest was postponed',
    });
    expect(response.body.closedAt).not.toBeNull();
    // The owner's own cancel: not an admin change, nobody else to tell.
    expect(await auditOf(drop._id)).toHaveLength(0);
    expect(await dropNoticesOf(seller)).toHaveLength(0);

    const again = await cancel(drop._id, seller.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DROP_MESSAGES.alreadyCancelled);
  });

  it("lets an admin cancel a seller's drop: audited, and the owner told", async () => {
    const drop = await openDrop(seller, designId, { title: 'Admin Cancelled Tee' });
    const response = await cancel(drop._id, admin.token, 'Copies a registered logo');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('cancelled');

    const [entry, ...more] = await auditOf(drop._id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      entityType: 'drop',
      before: { status: 'open' },
      after: { status: 'cancelled', reason: 'Copies a registered logo' },
    });
    const notices = await dropNoticesOf(seller);
    expect(notices.map((n) => n.message)).toEqual([
      'Your drop "Admin Cancelled Tee" was cancelled by an admin: Copies a registered logo',
    ]);
  });

  it('refuses another seller (403), a guest (401) and an unknown drop (404), changing nothing', async () => {
    const drop = await openDrop(seller, designId);
    const other = await cancel(drop._id, otherSeller.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(DROP_MESSAGES.notDropOwner);
    expect((await cancel(drop._id, undefined)).status).toBe(401);
    for (const id of ['3f1c4b7e-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await cancel(id, admin.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(DROP_MESSAGES.dropNotFound);
    }
    expect(await dropRow(drop._id)).toMatchObject({
      status: 'open',
      closedAt: null,
      cancelledReason: null,
    });
  });

  it('refuses an empty or overlong reason (422)', async () => {
    const drop = await openDrop(seller, designId);
    const empty = await cancel(drop._id, seller.token, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(DROP_MESSAGES.cancelReasonRequired);
    const long = await cancel(drop._id, seller.token, 'x'.repeat(501));
    expect(long.body.message).toBe(DROP_MESSAGES.cancelReasonLength);
    expect((await dropRow(drop._id)).status).toBe('open');
  });

  it('refuses a drop at or past its deadline (409): the closing job decides it', async () => {
    const deadline = new Date(Date.now() + (LEAD_SECONDS + 5) * 1000);
    const drop = await openDrop(seller, designId, { deadline: deadline.toISOString() });
    // The server's clock moves to the deadline; nobody waits for it.
    vi.setSystemTime(deadline);
    for (const token of [seller.token, admin.token]) {
      const response = await cancel(drop._id, token);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(DROP_MESSAGES.deadlinePassed);
    }
    expect((await dropRow(drop._id)).status).toBe('open');
  });

  it('refuses a drop that already succeeded or failed (409)', async () => {
    for (const status of ['succeeded', 'failed'] as const) {
      const drop = await openDrop(seller, designId);
      await setDrop(drop._id, { status });
      const response = await cancel(drop._id, admin.token);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(DROP_MESSAGES.alreadyClosed);
      expect((await dropRow(drop._id)).status).toBe(status);
      expect(await auditOf(drop._id)).toHaveLength(0);
    }
  });

  it('cancels once when the owner and an admin cancel at the same time', async () => {
    const drop = await openDrop(seller, designId);
    const [byOwner, byAdmin] = await Promise.all([
      cancel(drop._id, seller.token),
      cancel(drop._id, admin.token),
    ]);
    expect([byOwner.status, byAdmin.status].sort()).toEqual([200, 409]);
    // The admin's cancel is audited only when it was the one that won the row's lock.
    expect(await auditOf(drop._id)).toHaveLength(byAdmin.status === 200 ? 1 : 0);
  });
});
