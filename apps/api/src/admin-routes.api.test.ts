import { randomUUID } from 'node:crypto';
import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../test/factories';

/**
 * Every admin route of the issue, as the route table must list it (method and path): if one is
 * renamed or loses its guard, this list fails first, so the walk below never passes empty.
 */
const REQUIRED_ADMIN_ROUTES = [
  'GET /api/users',
  'PATCH /api/users/:id/role',
  'DELETE /api/users/:id',
  'GET /api/tshirts/admin/all',
  'GET /api/tshirts/admin/pending',
  'PATCH /api/tshirts/admin/:id/status',
  'GET /api/orders/admin',
  'GET /api/orders/admin/export',
  'PATCH /api/orders/:id/delivery-date',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/audit',
  'GET /api/dashboard/admin',
  'GET /api/admin/returns',
  'PATCH /api/admin/returns/:id',
  'PATCH /api/admin/returns/:id/cash-refund',
];

/** A concrete URL for a route pattern: every parameter gets a fresh (unknown) id. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'x');
}

describe.each(testDatabaseKinds())('admin routes on %s', (kind) => {
  const t = useTestApp(kind);
  let customer: CreatedUser;
  let seller: CreatedUser;

  beforeAll(async () => {
    customer = await createUser(t.app);
    seller = await createUser(t.app);
    await createDesign(t.app, seller.user._id);
    await createAdmin(t.app, t.database.db);
  });

  const adminRoutes = () => t.app.routeTable.filter((route) => route.adminOnly);

  it('lists every admin route of the issue as admin-only', () => {
    const listed = new Set(adminRoutes().map((route) => `${route.method} ${route.url}`));
    expect(REQUIRED_ADMIN_ROUTES.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('answers 401 to a guest and 403 to a customer and a seller on every admin route', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      for (const [who, token, expected, message] of [
        ['guest', undefined, 401, HTTP_ERROR_MESSAGES.unauthorized],
        ['customer', customer.token, 403, HTTP_ERROR_MESSAGES.forbidden],
        ['seller', seller.token, 403, HTTP_ERROR_MESSAGES.forbidden],
      ] as const) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(hasBody ? { payload: {} } : {}),
        });
        const body = response.body ? (response.json() as { message?: string }) : {};
        if (response.statusCode !== expected || body.message !== message)
          failures.push(
            `${route.method} ${route.url} as ${who}: ${response.statusCode} ${body.message}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
