import { AUTH_RATE_LIMIT, HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, buildUserInput, createUser } from '../../../test/factories';

const MAX = AUTH_RATE_LIMIT.maxFailedLoginsPerMinute;
const tooMany = { message: HTTP_ERROR_MESSAGES.tooManyRequests };

describe.each(testDatabaseKinds())('auth rate limits on %s (real AUTH_RATE_LIMIT numbers)', (kind) => {
  // The real limits; users are created from their own addresses so set-up is not throttled.
  const t = useTestApp(kind, { authLimits: AUTH_RATE_LIMIT });
  let ipCounter = 0;
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  const newUser = async () => {
    const input = buildUserInput();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: input,
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(201);
    return { ...input, token: response.json<{ token: string }>().token };
  };

  it(`refuses the ${MAX + 1}th login after ${MAX} failures from one IP, even with the right password`, async () => {
    const user = await newUser();
    const ip = freshIp();
    for (let i = 0; i < MAX; i++) {
      expect((await login(user.email, 'Wrong@2026', ip)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // Another account from the same address is throttled too (per IP) ...
    const other = await newUser();
    expect((await login(other.email, other.password, ip)).statusCode).toBe(429);
    // ... while the other account from elsewhere is fine.
    expect((await login(other.email, other.password, freshIp())).statusCode).toBe(200);

    // Once the window has passed, the right password works again.
    await t.database.query(`update rate_limit_counters set window_start = now() - interval '61 seconds'`);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it(`throttles one email after ${MAX} failures spread over different IPs`, async () => {
    const user = await newUser();
    for (let i = 0; i < MAX; i++) {
      expect((await login(user.email, 'Wrong@2026', freshIp())).statusCode).toBe(401);
    }
    const blocked = await login(user.email.toUpperCase(), user.password, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    const other = await newUser();
    expect((await login(other.email, other.password, freshIp())).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const user = await newUser();
    const ip = freshIp();
    for (let i = 0; i < MAX + 2; i++) {
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  it(`allows ${AUTH_RATE_LIMIT.maxRegistrationsPerMinute} registrations per minute per IP`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMIT.maxRegistrationsPerMinute; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildUserInput(), remoteAddress: ip });
      expect(response.statusCode).toBe(201);
    }
    const input = buildUserInput();
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input, remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    const rows = await t.database.query('select 1 from users where email = $1', [input.email]);
    expect(rows).toHaveLength(0);
  });

  it(`refuses password changes after ${AUTH_RATE_LIMIT.maxPasswordChangesPerMinute} wrong current passwords`, async () => {
    const user = await newUser();
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(user.token),
        payload: { currentPassword, newPassword: 'Changed#2027' },
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < AUTH_RATE_LIMIT.maxPasswordChangesPerMinute; i++) {
      expect((await change('Wrong@2026')).statusCode).toBe(400);
    }
    const blocked = await change(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });
});

describe.each(testDatabaseKinds())('general API rate limit on %s', (kind) => {
  const t = useTestApp(kind, { env: { API_RATE_LIMIT_PER_MINUTE: '5' } });

  it('answers JSON 429 past the per-IP limit, per IP', async () => {
    const { token } = await createUser(t.app);
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token), remoteAddress: ip });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual(tooMany);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token), remoteAddress: '10.9.9.10' });
    expect(elsewhere.statusCode).toBe(200);
  });
});
