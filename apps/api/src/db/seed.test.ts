import { DEMO_ACCOUNTS, type AuthResponse } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { migrateDatabase } from './migrate';
import { seedDemoData } from './seed';

describe.each(testDatabaseKinds())('migrations and demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  it('re-running the migrations is a no-op', async () => {
    await migrateDatabase(t.database);
    const rows = await t.database.query<{ n: string }>('select count(*) as n from users');
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('has gen_random_uuid and the case-insensitive unique email index', async () => {
    const [row] = await t.database.query<{ id: string }>('select gen_random_uuid() as id');
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    const indexes = await t.database.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where tablename = 'users' and indexname = 'users_email_lower_unique'`,
    );
    expect(indexes[0]?.indexdef).toMatch(/UNIQUE INDEX .* \(lower\(email\)\)/);
  });

  it('creates the demo accounts once, and they can sign in', async () => {
    await expect(seedDemoData(t.app.services)).resolves.toEqual({
      seeded: true,
      accounts: DEMO_ACCOUNTS.length,
    });
    await expect(seedDemoData(t.app.services)).resolves.toEqual({ seeded: false, accounts: 0 });
    for (const account of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode, account.email).toBe(200);
      expect(response.json<AuthResponse>()).toMatchObject({
        email: account.email,
        fullName: account.fullName,
        isAdmin: account.isAdmin,
      });
    }
  });
});
