import { EMAIL_UPDATES_INVALID, type Profile } from '@campus-threads/contract';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { emailOutbox } from '../../db/schema';

// The e-mail updates switch of /dashboard/settings: kept on the profile, and the mail
// it turns off is never queued, while the transactional messages still are.
describe.each(testDatabaseKinds())('e-mail updates setting on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    designId = (await createDesign(t.app, (await createUser(t.app)).user._id)).id;
  });

  const profile = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Profile>();
  };
  const update = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });
  const outboxKinds = async (to: string) =>
    (
      await t.database.db
        .select({ kind: emailOutbox.kind })
        .from(emailOutbox)
        // The welcome with its verification link (docs/decisions/0053) is not about orders.
        .where(and(eq(emailOutbox.toAddress, to), ne(emailOutbox.kind, 'email_verification')))
        .orderBy(emailOutbox.createdAt)
    ).map((row) => row.kind);
  const moveTo = async (orderId: string, status: string) => {
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: bearer(admin.token),
      payload: { status, remark: '' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  };

  it('round-trips through the profile, only for the signed-in user', async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    const base = { fullName: me.user.fullName, phone: me.user.phone };

    const off = await update(me.token, { ...base, emailUpdates: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Profile>().emailUpdates).toBe(false);
    expect((await profile(me.token)).emailUpdates).toBe(false);
    // Another account keeps its own setting.
    expect((await profile(other.token)).emailUpdates).toBe(true);

    // A profile save without the field leaves the setting as it is.
    const renamed = await update(me.token, { ...base, fullName: 'Renamed Person' });
    expect(renamed.json<Profile>()).toMatchObject({
      fullName: 'Renamed Person',
      emailUpdates: false,
    });

    expect((await update(me.token, { ...base, emailUpdates: true })).statusCode).toBe(200);
    expect((await profile(me.token)).emailUpdates).toBe(true);

    // The setting is the owner's: sign-in answers and /auth/me do not carry it.
    const meAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(me.token),
    });
    expect(meAnswer.json()).not.toHaveProperty('emailUpdates');
  });

  it('refuses anything but true or false (422) and keeps the setting', async () => {
    const me = await createUser(t.app);
    const base = { fullName: me.user.fullName, phone: me.user.phone };
    for (const value of ['false', 0, null, 'off']) {
      const response = await update(me.token, { ...base, emailUpdates: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(422);
      expect(response.json().errors[0]).toEqual({
        field: 'emailUpdates',
        message: EMAIL_UPDATES_INVALID,
      });
    }
    expect((await profile(me.token)).emailUpdates).toBe(true);
    expect((await update('garbage', { ...base, emailUpdates: false })).statusCode).toBe(401);
  });

  it('queues no order-status e-mail for a buyer who turned updates off, but still the confirmation', async () => {
    const quiet = await createUser(t.app);
    const saved = await update(quiet.token, {
      fullName: quiet.user.fullName,
      phone: quiet.user.phone,
      emailUpdates: false,
    });
    expect(saved.statusCode).toBe(200);
    // A buyer with the default setting, the same way: the status e-mail exists to be left out.
    const keen = await createUser(t.app);

    const quietOrder = await createPaidOrder(t.app, quiet, designId);
    const keenOrder = await createPaidOrder(t.app, keen, designId);
    await moveTo(quietOrder._id, 'confirmed');
    await moveTo(keenOrder._id, 'confirmed');

    expect(await outboxKinds(quiet.user.email)).toEqual(['order_confirmation']);
    expect(await outboxKinds(keen.user.email)).toEqual(['order_confirmation', 'order_status']);
  });
});
