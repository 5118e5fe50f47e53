import { AUTH_RATE_LIMIT, HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  buildUserInput,
  createUser,
  deviceCookie,
  signInClient,
} from '../../../test/factories';
import { resolveAuthLimits } from './auth.service';

const MAX = AUTH_RATE_LIMIT.maxFailedLoginsPerMinute;
const LIMITS = resolveAuthLimits(AUTH_RATE_LIMIT);
const tooMany = { message: HTTP_ERROR_MESSAGES.tooManyRequests };

describe.each(testDatabaseKinds())(
  'auth rate limits on %s (real AUTH_RATE_LIMIT numbers)',
  (kind) => {
    // The real limits; users are created from their own addresses so set-up is not throttled.
    const t = useTestApp(kind, { authLimits: AUTH_RATE_LIMIT });
    const client = signInClient(t, 1);
    const { freshIp, newUser } = client;
    // The device cookie goes along with another cookie, as a browser sends it.
    const login = (email: string, password: string, remoteAddress: string, device?: string) =>
      client.login(email, password, remoteAddress, device ? `theme=dark; ${device}` : undefined);

    // Unknown devices wait a growing time per (email, address) pair and per account instead of
    // being refused for a window: login-delays.api.test.ts, on every limiter store.

    it('slows guessing on a known device instead of trusting it', async () => {
      const user = await newUser();
      const device = deviceCookie(await login(user.email, user.password, freshIp()));
      for (let i = 0; i < MAX; i++) {
        expect((await login(user.email, 'Wrong@2026', freshIp(), device)).statusCode).toBe(401);
      }
      expect((await login(user.email, user.password, freshIp(), device)).statusCode).toBe(429);
      // A device cookie names one account: it gives no pass for another one (that account's
      // pair waits after its free failures, as for any unknown device).
      const other = await newUser();
      const ip = freshIp();
      for (let i = 0; i < LIMITS.freeFailuresPerPair; i++)
        expect((await login(other.email, 'Wrong@2026', ip, device)).statusCode).toBe(401);
      expect((await login(other.email, other.password, ip, device)).statusCode).toBe(429);
      // A forged cookie is no device at all.
      const forged = device!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const victim = await newUser();
      const victimIp = freshIp();
      for (let i = 0; i < LIMITS.freeFailuresPerPair; i++)
        expect((await login(victim.email, 'Wrong@2026', victimIp, forged)).statusCode).toBe(401);
      expect((await login(victim.email, victim.password, victimIp, forged)).statusCode).toBe(429);
    });

    it('lets many people behind one campus address each mistype a few times', async () => {
      const campus = freshIp();
      const people = [];
      for (let i = 0; i < 15; i++) people.push(await newUser());
      for (const person of people) {
        for (let i = 0; i < 3; i++)
          expect((await login(person.email, 'Wrong@2026', campus)).statusCode).toBe(401);
      }
      for (const person of people)
        expect((await login(person.email, person.password, campus)).statusCode).toBe(200);
    });

    it(`limits guessing across many accounts from one address after ${LIMITS.maxFailedLoginsPerIp} failures, but not known devices`, async () => {
      const ip = freshIp();
      const regular = await newUser();
      const device = deviceCookie(await login(regular.email, regular.password, freshIp()));
      for (let i = 0; i < LIMITS.maxFailedLoginsPerIp; i++) {
        expect((await login(buildUserInput().email, 'Wrong@2026', ip)).statusCode).toBe(401);
      }
      const other = await newUser();
      expect((await login(other.email, other.password, ip)).statusCode).toBe(429);
      expect((await login(regular.email, regular.password, ip, device)).statusCode).toBe(200);
    });

    it('does not count successful logins', async () => {
      const user = await newUser();
      const ip = freshIp();
      for (let i = 0; i < MAX + 2; i++) {
        expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
      }
    });

    it('sets the device cookie at sign-in: http-only, same-site, for the auth paths only', async () => {
      const user = await newUser();
      const response = await login(user.email, user.password, freshIp());
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^ct_device=[^;]+;/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Strict');
      expect(header).toContain('Path=/api/auth');
      expect(header).toMatch(/Max-Age=\d+/);
      // Opaque: it does not name the account.
      expect(header).not.toContain(user.id);
      expect(header).not.toContain(encodeURIComponent(user.email));
    });

    it(`allows ${AUTH_RATE_LIMIT.maxRegistrationsPerMinute} registrations per minute per IP`, async () => {
      const ip = freshIp();
      for (let i = 0; i < AUTH_RATE_LIMIT.maxRegistrationsPerMinute; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: buildUserInput(),
          remoteAddress: ip,
        });
        expect(response.statusCode).toBe(201);
      }
      const input = buildUserInput();
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: input,
        remoteAddress: ip,
      });
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
  },
);

describe.each(testDatabaseKinds())('general API rate limit on %s', (kind) => {
  const t = useTestApp(kind, { env: { API_RATE_LIMIT_PER_MINUTE: '5' } });

  it('answers JSON 429 past the per-IP limit, per IP', async () => {
    const { token } = await createUser(t.app);
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(token),
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual(tooMany);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
