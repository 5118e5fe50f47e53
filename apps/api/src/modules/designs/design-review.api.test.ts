import {
  DESIGN_REVIEW_MESSAGES,
  type NotificationsResponse,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, createAdmin, createDesign, createUser } from '../../../test/factories';

describe.each(testDatabaseKinds())('design review on %s', (kind) => {
  const t = useTestApp(kind);

  it('lets an admin approve and revoke designs, tells the seller, and refuses everyone else', async () => {
    const seller = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const event = `Review Fest ${Date.now()}`;
    const design = await createDesign(t.app, seller.user._id, {
      title: 'Awaiting Tee',
      status: 'pending',
      category: 'event',
      eventName: event,
      subCategory: null,
      targetAudience: null,
    });
    const url = `/api/tshirts/admin/${design.id}/status`;
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/tshirts?eventName=${encodeURIComponent(event)}`,
        })
      ).json<TshirtListResponse>().tshirts.length;

    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: bearer(seller.token),
          payload: { status: 'approved' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url, payload: { status: 'approved' } })).statusCode,
    ).toBe(401);
    const noReason = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(admin.token),
      payload: { status: 'rejected' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(DESIGN_REVIEW_MESSAGES.reasonRequired);
    expect(await listed()).toBe(0);

    const approved = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(admin.token),
      payload: { status: 'approved', adminRemarks: 'Lovely' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await listed()).toBe(1);
    const again = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(admin.token),
      payload: { status: 'approved' },
    });
    expect(again.statusCode).toBe(409);

    const revoked = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(admin.token),
      payload: { status: 'rejected', adminRemarks: 'Blurry print' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(await listed()).toBe(0);

    const bell = (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(seller.token),
      })
    ).json<NotificationsResponse>();
    expect(bell.notifications.map((n) => [n.type, n.message])).toEqual([
      ['DESIGN_REJECTED', DESIGN_REVIEW_MESSAGES.rejectedNotice('Awaiting Tee', 'Blurry print')],
      ['DESIGN_APPROVED', DESIGN_REVIEW_MESSAGES.approvedNotice('Awaiting Tee')],
    ]);
  });
});
