import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, createUser } from '../../../test/factories';

/** DECISIONS.md row 18: ordering needs an account, so a guest id has no orders, for anyone asking. */
describe.each(testDatabaseKinds())('guest orders on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers a signed-out guest with an empty list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/guest/guest-1700000000000-abc',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers a signed-in user with an empty list too, and keeps the other order routes signed-in only', async () => {
    const { token } = await createUser(t.app);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/orders/guest/g1',
      headers: bearer(token),
    });
    expect(signedIn.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/myorders' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/some-id' })).statusCode).toBe(
      401,
    );
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/orders/guest/${'x'.repeat(101)}`,
    });
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });
});
