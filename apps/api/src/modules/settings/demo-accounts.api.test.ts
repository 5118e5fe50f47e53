import { DEMO_ACCOUNTS, type PublicSiteSettings } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { createTestApp, testDatabaseKinds } from '../../../test/create-test-app';

/**
 * The login page offers "Try a demo account" (with the admin's password) only when the
 * demo accounts exist and the server does not run in production; GET /api/settings says which.
 */
describe.each(testDatabaseKinds())('demo accounts on the login page, on %s', (kind) => {
  const demoAccounts = async (env: Record<string, string>, seed: boolean) => {
    const t = await createTestApp({ kind, env });
    try {
      if (seed) await seedDemoData(t.app.services);
      const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
      expect(response.statusCode).toBe(200);
      return response.json<PublicSiteSettings>().demoAccounts;
    } finally {
      await t.close();
    }
  };

  it('offers them outside production once they exist', async () => {
    const offered = await demoAccounts({ NODE_ENV: 'development' }, true);
    expect(offered.map((a) => [a.role, a.email, a.password])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.role, a.email, a.password]),
    );
    expect(await demoAccounts({ NODE_ENV: 'development' }, false)).toEqual([]);
  });

  it('never offers them in production, even when they exist', async () => {
    expect(
      await demoAccounts({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' }, true),
    ).toEqual([]);
  });
});
