import {
  ADMIN_USERS_MESSAGES,
  AUTH_MESSAGES,
  DELETED_USER_NAME,
  type AdminUsersResponse,
  type DeleteUserResponse,
  type Order,
  type SellerOrdersResponse,
  type UserRoleResponse,
} from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccessory,
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { auditLog } from '../../db/schema/audit';
import { cartItems } from '../../db/schema/cart';
import { accessories } from '../../db/schema/accessories';
import { designs } from '../../db/schema/designs';
import { orders } from '../../db/schema/orders';
import { emailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { wishlistItems } from '../../db/schema/wishlist';
import { WITHDRAWN_SELLER_DELETED } from '../designs/remove-seller-designs';

const auditRows = (t: TestApp, entityId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

const userRow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe.each(testDatabaseKinds())('admin users API on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  const list = (token: string, query = '') =>
    call<AdminUsersResponse>('GET', `/api/users${query}`, token);
  const setRole = (token: string, id: string, isAdmin: unknown) =>
    call<UserRoleResponse>('PATCH', `/api/users/${id}/role`, token, { isAdmin });
  const remove = (token: string, id: string) =>
    call<DeleteUserResponse>('DELETE', `/api/users/${id}`, token);

  it('answers 401 to guests and 403 to customers and sellers on every route', async () => {
    const customer = await createUser(t.app);
    const seller = await createUser(t.app);
    await createDesign(t.app, seller.user._id);
    const target = await createUser(t.app);
    const routes = [
      ['GET', '/api/users', undefined],
      ['GET', '/api/users?q=a&page=1&limit=5', undefined],
      ['PATCH', `/api/users/${target.user._id}/role`, { isAdmin: true }],
      ['DELETE', `/api/users/${target.user._id}`, undefined],
      ['GET', '/api/dashboard/admin', undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).status, `${method} ${url}`).toBe(401);
      for (const who of [customer, seller])
        expect((await call(method, url, who.token, payload)).status, `${method} ${url}`).toBe(403);
    }
    const row = await userRow(t, target.user._id);
    expect(row.isAdmin).toBe(false);
    expect(row.deletedAt).toBeNull();
  });

  it('lists public fields only, searches name, email and phone, and pages newest first', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const tag = `Zephyrine${Date.now().toString(36)}`;
    const made: CreatedUser[] = [];
    for (let i = 0; i < 3; i++) made.push(await createUser(t.app, { fullName: `${tag} ${i}` }));
    const phoneUser = await createUser(t.app, { phone: '9123456780' });
    const emailUser = await createUser(t.app, { email: `${tag.toLowerCase()}.mail@example.org` });

    const first = await list(admin.token, `?q=${tag}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 4,
      itemsPerPage: 2,
    });
    expect(first.body.users.map((u) => u.fullName)).toEqual([emailUser.user.fullName, `${tag} 2`]);
    for (const user of first.body.users)
      expect(Object.keys(user).sort()).toEqual(
        ['_id', 'avatar', 'createdAt', 'email', 'fullName', 'isAdmin', 'phone'].sort(),
      );
    const second = await list(admin.token, `?q=${tag.toUpperCase()}&page=2&limit=2`);
    expect(second.body.users.map((u) => u.fullName)).toEqual([`${tag} 1`, `${tag} 0`]);

    const byPhone = await list(admin.token, `?q=${encodeURIComponent('91234 56780')}`);
    expect(byPhone.body.users.map((u) => u._id)).toEqual([phoneUser.user._id]);
    const byEmail = await list(admin.token, `?q=${tag.toLowerCase()}.mail`);
    expect(byEmail.body.users.map((u) => u._id)).toEqual([emailUser.user._id]);
    // Pattern characters are taken literally.
    expect((await list(admin.token, '?q=%25')).body.users).toEqual([]);
    expect(first.body.adminCount).toBeGreaterThanOrEqual(1);

    const raw = JSON.stringify([first.body, second.body, byPhone.body]);
    expect(raw).not.toMatch(/password|hash|tokenVersion|scrypt/i);

    const bad = await list(admin.token, '?limit=500');
    expect(bad.status).toBe(422);
    expect((await list(admin.token, `?q=${'x'.repeat(101)}`)).body.message).toBe(
      ADMIN_USERS_MESSAGES.searchTooLong,
    );

    // A deleted account leaves the list.
    expect((await remove(admin.token, made[0]!.user._id)).status).toBe(200);
    expect((await list(admin.token, `?q=${tag}`)).body.pagination.totalItems).toBe(3);
  });

  it('refuses an admin demoting or deleting themselves, and changes nothing', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const demote = await setRole(admin.token, admin.user._id, false);
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(ADMIN_USERS_MESSAGES.cannotDemoteSelf);
    const del = await remove(admin.token, admin.user._id);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(ADMIN_USERS_MESSAGES.cannotDeleteSelf);
    const row = await userRow(t, admin.user._id);
    expect(row.isAdmin).toBe(true);
    expect(row.deletedAt).toBeNull();
    expect(await auditRows(t, admin.user._id, 'user.role')).toHaveLength(0);
    expect(await auditRows(t, admin.user._id, 'user.delete')).toHaveLength(0);
  });

  it('refuses bad input with 4xx and no change', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const target = await createUser(t.app);
    expect((await setRole(admin.token, target.user._id, 'yes')).status).toBe(422);
    expect(
      (await call('PATCH', `/api/users/${target.user._id}/role`, admin.token, {})).status,
    ).toBe(422);
    expect((await setRole(admin.token, 'not-a-uuid', true)).status).toBe(404);
    const missing = await remove(admin.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ADMIN_USERS_MESSAGES.notFound);
    expect((await userRow(t, target.user._id)).isAdmin).toBe(false);
  });

  it("gives and takes the admin role, auditing each change once, and a demoted admin's token loses admin at once", async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const other = await createUser(t.app);
    const made = await setRole(admin.token, other.user._id, true);
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(ADMIN_USERS_MESSAGES.madeAdmin(other.user.fullName));
    expect(made.body.user.isAdmin).toBe(true);
    // The same token now reaches admin routes.
    expect((await list(other.token)).status).toBe(200);
    // Asking again changes nothing and records nothing.
    expect((await setRole(admin.token, other.user._id, true)).status).toBe(200);

    const taken = await setRole(admin.token, other.user._id, false);
    expect(taken.body.message).toBe(ADMIN_USERS_MESSAGES.removedAdmin(other.user.fullName));
    expect((await list(other.token)).status).toBe(403);
    expect((await call('GET', '/api/dashboard/admin', other.token)).status).toBe(403);
    // Still signed in as a customer.
    expect((await call('GET', '/api/users/profile', other.token)).status).toBe(200);

    const entries = await auditRows(t, other.user._id, 'user.role');
    expect(entries.map((e) => [e.before?.isAdmin, e.after?.isAdmin, e.actorId])).toEqual(
      expect.arrayContaining([
        [false, true, admin.user._id],
        [true, false, admin.user._id],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('deletes a buyer: orders stay for the seller, cart, wishlist and pending designs go, tokens and login stop', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    // Self Service: the seller fulfils this order and sees it in their sales history.
    const tee = await createDesign(t.app, seller.user._id, {
      deliverWithPlatform: false,
      printWithPlatform: false,
    });
    const open = await createPaidOrder(t.app, buyer, tee.id);
    const done = await createPaidOrder(t.app, buyer, tee.id);
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, done._id));
    const add = await call('POST', '/api/cart/add', buyer.token, {
      productType: 'tshirt',
      tshirtId: tee.id,
      size: 'M',
      color: 'Black',
      quantity: 1,
    });
    expect(add.status).toBe(201);
    expect(
      (
        await call('POST', '/api/wishlist', buyer.token, {
          productType: 'tshirt',
          productId: tee.id,
        })
      ).status,
    ).toBeLessThan(300);
    const pending = await createDesign(t.app, buyer.user._id, { status: 'pending' });

    const deleted = await remove(admin.token, buyer.user._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'User deleted successfully', openOrdersToFulfil: 0 });

    // Old token: 401 at once; the old email and password sign in nowhere.
    expect((await call('GET', '/api/users/profile', buyer.token)).status).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, {
      email: buyer.user.email,
      password: buyer.password,
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(AUTH_MESSAGES.invalidCredentials);

    const row = await userRow(t, buyer.user._id);
    expect(row).toMatchObject({
      fullName: DELETED_USER_NAME,
      phone: '',
      isAdmin: false,
      avatar: null,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toContain(buyer.user.email);
    expect(row.passwordHash.startsWith('scrypt$')).toBe(false);

    const db = t.database.db;
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, buyer.user._id))).toEqual(
      [],
    );
    expect(
      await db.select().from(wishlistItems).where(eq(wishlistItems.userId, buyer.user._id)),
    ).toEqual([]);
    expect(await db.select().from(designs).where(eq(designs.id, pending.id))).toEqual([]);
    // Nothing more is e-mailed to the address the shop no longer keeps (docs/decisions/0051).
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.userId, buyer.user._id)),
    ).toEqual([]);

    // The orders stay; the finished one lost the delivery name, email, phone and address.
    const kept = await db.select().from(orders).where(eq(orders.userId, buyer.user._id));
    expect(kept).toHaveLength(2);
    const finished = kept.find((o) => o.id === done._id)!;
    expect(finished.deliveryDetails).toMatchObject({
      fullName: DELETED_USER_NAME,
      email: '',
      phone: '',
      address: '',
      pinCode: '784028',
    });
    expect(kept.find((o) => o.id === open._id)!.deliveryDetails.fullName).toBe('Ananya Das');

    const sales = await call<SellerOrdersResponse>('GET', '/api/orders/seller', seller.token);
    expect(sales.status).toBe(200);
    expect(sales.body.orders.map((o) => o._id).sort()).toEqual([open._id, done._id].sort());

    const entries = await auditRows(t, buyer.user._id, 'user.delete');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.user._id, entityType: 'user' });
    expect(entries[0]!.after).toMatchObject({
      deleted: true,
      cartLines: 1,
      wishlistItems: 1,
      designsRemoved: 1,
      ordersAnonymised: 1,
      pendingEmails: expect.any(Number),
    });
    expect((entries[0]!.after as { pendingEmails: number }).pendingEmails).toBeGreaterThan(0);

    // Deleting again: the account is gone.
    expect((await remove(admin.token, buyer.user._id)).status).toBe(404);
    expect(await auditRows(t, buyer.user._id, 'user.delete')).toHaveLength(1);
    // The email is free again for a new account.
    expect(
      (
        await call('POST', '/api/auth/register', undefined, {
          fullName: 'New Person',
          email: buyer.user.email,
          phone: '9876501234',
          password: 'Campus@2026',
        })
      ).status,
    ).toBe(201);
  });

  it("deletes a seller: the buyer's orders stay, their designs and accessories leave the shop", async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const selfService = await createDesign(t.app, seller.user._id, {
      deliverWithPlatform: false,
      printWithPlatform: false,
    });
    const rejected = await createDesign(t.app, seller.user._id, { status: 'rejected' });
    const bottle = await createAccessory(t.app, seller.user._id);
    const order = await createPaidOrder(t.app, buyer, selfService.id);

    const deleted = await remove(admin.token, seller.user._id);
    expect(deleted.body).toEqual({ message: ADMIN_USERS_MESSAGES.deleted, openOrdersToFulfil: 1 });

    const mine = await call<Order[]>('GET', '/api/orders/myorders', buyer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.map((o) => o._id)).toEqual([order._id]);
    expect(mine.body[0]!.items.map((i) => i.title)).toEqual([selfService.title]);

    expect((await call('GET', `/api/tshirts/${selfService.id}`)).status).toBe(404);
    expect((await call('GET', `/api/accessories/${bottle.id}`)).status).toBe(404);
    const db = t.database.db;
    const [withdrawn] = await db.select().from(designs).where(eq(designs.id, selfService.id));
    expect(withdrawn).toMatchObject({ status: 'rejected', adminRemarks: WITHDRAWN_SELLER_DELETED });
    expect(await db.select().from(designs).where(eq(designs.id, rejected.id))).toEqual([]);
    expect(
      (await db.select().from(accessories).where(eq(accessories.id, bottle.id)))[0]!.status,
    ).toBe('inactive');
    expect((await call('GET', `/api/users/seller/${seller.user._id}`)).status).toBe(404);
  });
});

describe.each(testDatabaseKinds())('the last admin on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);

  it('keeps at least one admin when two admins demote each other at the same moment', async () => {
    const a = await createAdmin(t.app, t.database.db);
    const b = await createAdmin(t.app, t.database.db);
    const [ab, ba] = await Promise.all([
      call('PATCH', `/api/users/${b.user._id}/role`, a.token, { isAdmin: false }),
      call('PATCH', `/api/users/${a.user._id}/role`, b.token, { isAdmin: false }),
    ]);
    const statuses = [ab.status, ba.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.database.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.role'));
    expect(entries).toHaveLength(1);
  });

  it('keeps one of two admins who delete each other at the same moment', async () => {
    const c = await createAdmin(t.app, t.database.db);
    const d = await createAdmin(t.app, t.database.db);
    const [cd, dc] = await Promise.all([
      call('DELETE', `/api/users/${d.user._id}`, c.token),
      call('DELETE', `/api/users/${c.user._id}`, d.token),
    ]);
    const [won, lost] = [cd.status, dc.status].sort();
    expect(won).toBe(200);
    // Refused: 401 when its token was checked after the other deletion, 403 when it waited on the lock.
    expect([401, 403]).toContain(lost);
    const rows = await Promise.all([c, d].map((x) => userRow(t, x.user._id)));
    expect(rows.filter((r) => r.isAdmin && r.deletedAt === null)).toHaveLength(1);
    expect(rows.filter((r) => r.deletedAt !== null)).toHaveLength(1);
  });
});
