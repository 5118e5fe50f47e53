import { PROFILE_MESSAGES, type User } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, createUser } from '../../../test/factories';

describe.each(testDatabaseKinds())('users profile API on %s', (kind) => {
  const t = useTestApp(kind);
  const update = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: payload as object,
    });

  it('GET /api/users/profile answers the signed-in user', async () => {
    const { user, token } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    // The owner's view adds their e-mail setting, on for a new account.
    expect(response.json()).toEqual({ ...user, emailUpdates: true, emailVerified: false });
  });

  it('PUT updates fullName and phone (digits only) and ignores email, isAdmin and the rest', async () => {
    const { user, token } = await createUser(t.app);
    const response = await update(token, {
      fullName: '  Riya Das ',
      phone: '(987) 654-3210',
      email: 'someone-else@example.com',
      isAdmin: true,
      avatar: 'https://evil.example/x.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...user,
      fullName: 'Riya Das',
      phone: '9876543210',
      emailUpdates: true,
      emailVerified: false,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(again.json<User>()).toMatchObject({
      email: user.email,
      fullName: 'Riya Das',
      phone: '9876543210',
      isAdmin: false,
    });
  });

  it('validates with the profile texts (422)', async () => {
    const { token, user } = await createUser(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: '', phone: '9876543210' }, 'fullName', PROFILE_MESSAGES.fullNameRequired],
      [{ phone: '9876543210' }, 'fullName', PROFILE_MESSAGES.fullNameRequired],
      [{ fullName: 'Riya', phone: '' }, 'phone', PROFILE_MESSAGES.phoneRequired],
      [{ fullName: 'Riya', phone: '98765-4321' }, 'phone', PROFILE_MESSAGES.phoneInvalid],
      [{ fullName: 'Riya', phone: '+91 98765 43210' }, 'phone', PROFILE_MESSAGES.phoneInvalid],
      [
        { fullName: 'x'.repeat(101), phone: '9876543210' },
        'fullName',
        PROFILE_MESSAGES.fullNameTooLong,
      ],
      [{ fullName: 42, phone: 9876543210 }, 'fullName', PROFILE_MESSAGES.fullNameRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await update(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message).toBe(message);
      expect(response.json().errors[0]).toEqual({ field, message });
    }
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(token),
    });
    expect(unchanged.json()).toEqual({ ...user, emailUpdates: true, emailVerified: false });
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    expect((await update('garbage', { fullName: 'A', phone: '9876543210' })).statusCode).toBe(401);
  });
});
