import { AUTH_MESSAGES, AUTH_RATE_LIMIT, HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, testDatabaseKinds, useTestApp } from '../create-test-app';
import { bearer, buildUserInput, createUser, type CreatedUser } from '../factories';
import { uploadedFile } from '../uploaded-file';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Signs claims with a key (the API's, or another), as an attacker holding that key would. */
function sign(claims: Record<string, unknown>, secret = TEST_JWT_SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** Replaces a token's payload and keeps its header and signature. */
function withPayload(token: string, edit: (payload: Record<string, unknown>) => void) {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  edit(claims);
  return `${header}.${base64url(claims)}.${signature}`;
}

/** Texts that would show an error's insides: a stack, SQL, the driver's words. */
const LEAK =
  /\bat .+\(.*:\d+:\d+\)|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|violates|constraint|syntax error|drizzle|postgres|pglite|stack/i;

describe.each(testDatabaseKinds())('tokens, error bodies and headers on %s', (kind) => {
  const t = useTestApp(kind);
  let user: CreatedUser;

  beforeAll(async () => {
    user = await createUser(t.app);
  });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  describe('JWT', () => {
    it('accepts the real token (so the refusals below are about the token)', async () => {
      expect((await me(user.token)).statusCode).toBe(200);
    });

    it.each<[string, () => Promise<string> | string]>([
      [
        'alg none',
        () =>
          `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.user._id, ver: 0, iat: now(), exp: now() + 600 })}.`,
      ],
      [
        'alg none with the real signature',
        () =>
          `${base64url({ alg: 'none', typ: 'JWT' })}.${user.token.split('.').slice(1).join('.')}`,
      ],
      [
        'HS512 header on an HS256 signature',
        () =>
          `${base64url({ alg: 'HS512', typ: 'JWT' })}.${user.token.split('.').slice(1).join('.')}`,
      ],
      [
        'a wrong signature',
        () =>
          sign(
            { sub: user.user._id, ver: 0, iat: now(), exp: now() + 600 },
            'another-secret-that-is-long-enough-0123456789',
          ),
      ],
      ['expired', () => sign({ sub: user.user._id, ver: 0, iat: now() - 7200, exp: now() - 3600 })],
      ['an edited sub', () => withPayload(user.token, (c) => (c.sub = crypto.randomUUID()))],
      ['an added isAdmin', () => withPayload(user.token, (c) => (c.isAdmin = true))],
      ['an edited ver', () => withPayload(user.token, (c) => (c.ver = 1))],
      ['an edited exp', () => withPayload(user.token, (c) => (c.exp = now() + 10 * 365 * 86400))],
      [
        'a signed but stale ver',
        () => sign({ sub: user.user._id, ver: 7, iat: now(), exp: now() + 600 }),
      ],
      [
        'a far-future iat',
        () => sign({ sub: user.user._id, ver: 0, iat: now() + 10 * 365 * 86400, exp: now() + 600 }),
      ],
      [
        'a lifetime longer than the server gives',
        () => sign({ sub: user.user._id, ver: 0, iat: now(), exp: now() + 10 * 365 * 86400 }),
      ],
      ['no exp', () => sign({ sub: user.user._id, ver: 0, iat: now() })],
      ['garbage', () => 'not.a.token'],
    ])('answers 401 to %s', async (_name, make) => {
      const response = await me(await make());
      expect(response.statusCode, response.body).toBe(401);
      expect([HTTP_ERROR_MESSAGES.unauthorized, AUTH_MESSAGES.sessionExpired]).toContain(
        response.json<{ message: string }>().message,
      );
    });
  });

  describe('error bodies', () => {
    it('a 2 MB JSON body is a 413 with a JSON message', async () => {
      const big = JSON.stringify({ ...buildUserInput(), padding: 'x'.repeat(2 * 1024 * 1024) });
      for (const [url, token] of [
        ['/api/auth/register', undefined],
        ['/api/cart/add', user.token],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          payload: big,
        });
        expect(response.statusCode).toBe(413);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.payloadTooLarge });
      }
    });

    it('malformed JSON, huge ids and refused values never show a stack or SQL', async () => {
      const huge = '9'.repeat(400);
      const asUser = bearer(user.token);
      const requests: {
        method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        url: string;
        payload?: string;
      }[] = [
        { method: 'POST', url: '/api/auth/login', payload: '{"email":' },
        { method: 'POST', url: '/api/cart/add', payload: '{"productType":"accessory",}' },
        { method: 'GET', url: `/api/orders/${huge}` },
        { method: 'GET', url: `/api/orders/${huge}/timeline` },
        { method: 'PUT', url: `/api/cart/update/${huge}`, payload: '{"quantity":1}' },
        { method: 'DELETE', url: `/api/cart/remove/${huge}` },
        { method: 'PATCH', url: `/api/notifications/${huge}/read` },
        { method: 'GET', url: `/api/accessories/${huge}` },
        { method: 'GET', url: `/api/tshirts/${huge}` },
        { method: 'GET', url: `/api/users/seller/${huge}` },
        { method: 'GET', url: `/api/payments/status/${huge}` },
        { method: 'GET', url: `/api/tshirts?page=${huge}&limit=12` },
        { method: 'GET', url: `/api/tshirts?page=1&limit=${huge}` },
        { method: 'GET', url: '/api/tshirts?minPrice=1e400' },
        { method: 'GET', url: '/api/orders/seller?from=9999-99-99&to=0000-00-00' },
        // A unique email (constraint), a product that does not exist (foreign key).
        {
          method: 'POST',
          url: '/api/auth/register',
          payload: JSON.stringify({ ...buildUserInput(), email: user.user.email }),
        },
        {
          method: 'POST',
          url: '/api/cart/add',
          payload: JSON.stringify({
            productType: 'accessory',
            accessoryId: crypto.randomUUID(),
            quantity: 1,
          }),
        },
        {
          method: 'POST',
          url: '/api/wishlist',
          payload: JSON.stringify({ productType: 'tshirt', productId: crypto.randomUUID() }),
        },
        { method: 'PUT', url: '/api/users/profile', payload: `{"fullName":"${'x'.repeat(5000)}"}` },
      ];
      const failures: string[] = [];
      for (const request of requests) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: {
            ...asUser,
            ...(request.payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(request.payload ? { payload: request.payload } : {}),
        });
        const body = response.body;
        // Some of these are answered 200 (an unusable filter ignored, an unknown wishlist product
        // left out): what counts is no 5xx, no leak, and a JSON message with every 4xx.
        const refused = response.statusCode >= 400;
        if (
          response.statusCode >= 500 ||
          LEAK.test(body) ||
          (refused && typeof response.json<{ message?: unknown }>().message !== 'string')
        )
          failures.push(
            `${request.method} ${request.url.slice(0, 60)}: ${response.statusCode} ${body.slice(0, 160)}`,
          );
      }
      expect(failures).toEqual([]);
    });

    it('no answer this app gave in the whole file carried a stack or SQL', () => {
      // Runs last in the file's order: every body sent above, the successes included.
      const leaks = t.responseBodies.filter((body) => LEAK.test(body) && !body.startsWith('%PDF'));
      expect(leaks.map((b) => b.slice(0, 160))).toEqual([]);
    });
  });

  describe('headers', () => {
    it('serves uploads with nosniff and proof PDFs as attachments', async () => {
      const image = await uploadedFile(t, user, 'tshirts');
      const served = await t.app.inject({ method: 'GET', url: `/files/${image}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-type']).toBe('image/webp');

      const proof = await uploadedFile(t, user, 'documents');
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/files/${proof}`,
        headers: bearer(user.token),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends CSP and HSTS on the API, files and pages', async () => {
      for (const url of [
        '/api/health',
        '/api/tshirts',
        '/api/auth/me',
        '/files/none.webp',
        '/',
        '/cart',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
        expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'(;|$)/);
        expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d{8,}/);
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
    });
  });
});

let counter = 0;
const spoofed = () => `198.51.${Math.floor(++counter / 250)}.${counter % 250}`;

describe.each(testDatabaseKinds())(
  'rate limits against a spoofed X-Forwarded-For on %s',
  (kind) => {
    // No TRUST_PROXY (the default): the header is the client's own words and changes nothing.
    const t = useTestApp(kind, { env: { API_RATE_LIMIT_PER_MINUTE: '5' } });

    it('keeps counting the API limit whatever X-Forwarded-For says', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/accessories/categories',
          remoteAddress: '192.0.2.10',
          headers: {
            'x-forwarded-for': spoofed(),
            'x-real-ip': spoofed(),
            forwarded: `for=${spoofed()}`,
          },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });
  },
);

describe.each(testDatabaseKinds())(
  'login throttling against a spoofed X-Forwarded-For on %s',
  (kind) => {
    const t = useTestApp(kind, {
      authLimits: { ...AUTH_RATE_LIMIT, maxFailedLoginsPerIp: 3 },
    });

    it('keeps counting failed logins per address whatever X-Forwarded-For says', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: buildUserInput().email, password: 'Wrong@2026' },
          remoteAddress: '192.0.2.20',
          headers: { 'x-forwarded-for': spoofed() },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  },
);
