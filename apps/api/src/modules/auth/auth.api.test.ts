import {
  AUTH_MESSAGES,
  HTTP_ERROR_MESSAGES,
  PASSWORD_MESSAGES,
  type AuthResponse,
  type User,
} from '@campus-threads/contract';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_JWT_SECRET, testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, buildUserInput, createUser } from '../../../test/factories';

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseKinds())('auth API on %s', (kind) => {
  const t = useTestApp(kind);

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  describe('POST /api/auth/register', () => {
    it('creates an account and answers 201 with the user and a working token', async () => {
      const input = buildUserInput({ email: 'Riya.Das@Example.com', phone: '98765 43210' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: input,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<AuthResponse>();
      expect(Object.keys(body).sort()).toEqual([
        '_id',
        'avatar',
        'createdAt',
        'email',
        'fullName',
        'isAdmin',
        'phone',
        'token',
      ]);
      expect(body).toMatchObject({
        fullName: input.fullName,
        email: 'riya.das@example.com',
        phone: '9876543210',
        isAdmin: false,
        avatar: null,
      });
      expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const meResponse = await me(body.token);
      expect(meResponse.statusCode).toBe(200);
      expect(meResponse.json<User>()._id).toBe(body._id);
    });

    it('ignores isAdmin and other unknown fields', async () => {
      const input = { ...buildUserInput(), isAdmin: true, is_admin: true, tokenVersion: 99 };
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: input,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<AuthResponse>().isAdmin).toBe(false);
      const [row] = await t.database.query<{ is_admin: boolean; token_version: number }>(
        'select is_admin, token_version from users where email = $1',
        [input.email],
      );
      expect(row).toEqual({ is_admin: false, token_version: 0 });
    });

    it('answers 409 for an email already registered in another case', async () => {
      const { user } = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: buildUserInput({ email: user.email.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
    });

    it('gives one 201 and 409s when the same email registers concurrently', async () => {
      const input = buildUserInput();
      const responses = await Promise.all(
        [input.email, input.email.toUpperCase(), input.email].map((email) =>
          t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...input, email } }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const rows = await t.database.query('select id from users where lower(email) = $1', [
        input.email,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('validates with the contract texts (422)', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ fullName: '' }, 'fullName', AUTH_MESSAGES.fillAllFields],
        [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
        [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number'],
        [{ password: 'short' }, 'password', PASSWORD_MESSAGES.tooShort],
        [{ password: 'campus@2026' }, 'password', PASSWORD_MESSAGES.needsUppercase],
      ];
      for (const [override, field, message] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...buildUserInput(), ...override },
        });
        expect(response.statusCode, JSON.stringify(override)).toBe(422);
        expect(response.json()).toEqual({ message, errors: [{ field, message }] });
      }
      const empty = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe(AUTH_MESSAGES.fillAllFields);
      expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual([
        'fullName',
        'email',
        'phone',
        'password',
      ]);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password (email in any case)', async () => {
      const { user, password } = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `  ${user.email.toUpperCase()} `, password },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<AuthResponse>();
      expect(body).toMatchObject({
        _id: user._id,
        email: user.email,
        fullName: user.fullName,
        isAdmin: false,
      });
      expect((await me(body.token)).statusCode).toBe(200);
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const { user } = await createUser(t.app);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong@2026' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'Wrong@2026' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('requires both fields', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: AUTH_MESSAGES.fillAllFields,
        errors: [{ field: 'password', message: AUTH_MESSAGES.fillAllFields }],
      });
    });
  });

  describe('bearer tokens', () => {
    it('GET /api/auth/me answers the user without secrets', async () => {
      const { user, token } = await createUser(t.app);
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(user);
    });

    it('answers 401 without a token or with garbage', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Bearer not.a.token' },
        { authorization: "Bearer ' OR 1=1 --" },
        { authorization: 'Basic dXNlcjpwYXNz' },
      ]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.unauthorized });
      }
    });

    it('answers 401 for a tampered token', async () => {
      const { token } = await createUser(t.app);
      const other = await createUser(t.app);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = `${header}.${b64({ ...claims, sub: other.user._id })}.${signature}`;
      expect((await me(tampered)).statusCode).toBe(401);
      const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await me(flipped)).statusCode).toBe(401);
    });

    it('answers 401 with the session-expired text for an expired token', async () => {
      const { user } = await createUser(t.app);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user._id)
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 60)
        .sign(key);
      const response = await me(expired);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    });

    it('answers 401 for an alg:none token', async () => {
      const { user } = await createUser(t.app);
      const now = Math.floor(Date.now() / 1000);
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user._id, ver: 0, iat: now, exp: now + 600 })}.`;
      expect((await me(none)).statusCode).toBe(401);
    });

    it('answers 401 for the token of a deleted user', async () => {
      const { user, token } = await createUser(t.app);
      expect((await me(token)).statusCode).toBe(200);
      await t.database.query('delete from users where id = $1', [user._id]);
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.unauthorized });
    });

    it('answers 401 for a correctly signed token with a non-uuid subject', async () => {
      const token = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject("' OR 1=1 --")
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
      expect((await me(token)).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/refresh-token', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives a new working token with a later expiry, with an empty body or {}', async () => {
      const { token } = await createUser(t.app);
      const oldExp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
        .exp as number;
      // A second later on the clock the server reads (Date), not in real time.
      vi.setSystemTime(Date.now() + 1100);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(200);
      const fresh = empty.json<{ token: string }>().token;
      expect(fresh).not.toBe(token);
      const newExp = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString())
        .exp as number;
      expect(newExp).toBeGreaterThan(oldExp);
      expect((await me(fresh)).statusCode).toBe(200);

      const withObject = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: bearer(fresh),
        payload: {},
      });
      expect(withObject.statusCode).toBe(200);
      const noBody = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: bearer(fresh),
      });
      expect(noBody.statusCode).toBe(200);
    });

    it('answers 401 with a bad or missing token', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: bearer('x.y.z'),
      });
      expect(bad.statusCode).toBe(401);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: {},
      });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ message: HTTP_ERROR_MESSAGES.unauthorized });
    });
  });

  describe('PUT /api/auth/change-password', () => {
    const change = (token: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: payload as object,
      });

    it('changes the password, revokes older tokens and returns a working one', async () => {
      const { user, token, password } = await createUser(t.app);
      const response = await change(token, {
        currentPassword: password,
        newPassword: 'Changed#2027',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; message: string; token: string }>();
      expect(body).toMatchObject({ success: true, message: PASSWORD_MESSAGES.updated });
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(body.token)).statusCode).toBe(200);

      const oldLogin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Changed#2027' },
      });
      expect(newLogin.statusCode).toBe(200);
      // Refreshing with the revoked token is refused too.
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: bearer(token),
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('answers 400 on the currentPassword field for a wrong current password', async () => {
      const { token } = await createUser(t.app);
      const response = await change(token, {
        currentPassword: 'Wrong@2026',
        newPassword: 'Changed#2027',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: PASSWORD_MESSAGES.currentIncorrect,
        errors: [{ field: 'currentPassword', message: PASSWORD_MESSAGES.currentIncorrect }],
      });
      expect((await me(token)).statusCode).toBe(200);
    });

    it('validates every rule with its text (422)', async () => {
      const { token, password } = await createUser(t.app);
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { currentPassword: '', newPassword: 'Changed#2027' },
          'currentPassword',
          PASSWORD_MESSAGES.currentRequired,
        ],
        [{ newPassword: 'Changed#2027' }, 'currentPassword', PASSWORD_MESSAGES.currentRequired],
        [
          { currentPassword: password, newPassword: 'Ab1!' },
          'newPassword',
          PASSWORD_MESSAGES.tooShort,
        ],
        [
          { currentPassword: password, newPassword: 'changed#2027' },
          'newPassword',
          PASSWORD_MESSAGES.needsUppercase,
        ],
        [
          { currentPassword: password, newPassword: 'CHANGED#2027' },
          'newPassword',
          PASSWORD_MESSAGES.needsLowercase,
        ],
        [
          { currentPassword: password, newPassword: 'Changed#abcd' },
          'newPassword',
          PASSWORD_MESSAGES.needsNumber,
        ],
        [
          { currentPassword: password, newPassword: 'Changed2027' },
          'newPassword',
          PASSWORD_MESSAGES.needsSpecial,
        ],
        [
          { currentPassword: password, newPassword: password },
          'newPassword',
          PASSWORD_MESSAGES.mustDiffer,
        ],
        [
          { currentPassword: password, newPassword: `Aa1!${'x'.repeat(200)}` },
          'newPassword',
          PASSWORD_MESSAGES.tooLong,
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await change(token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().message).toBe(message);
        expect(response.json().errors[0]).toEqual({ field, message });
      }
      expect((await me(token)).statusCode).toBe(200);
    });

    it('requires a valid token', async () => {
      const response = await change('nope', {
        currentPassword: 'Campus@2026',
        newPassword: 'Changed#2027',
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
