import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MESSAGES, HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  SECRET_MARKERS,
  testDatabaseKinds,
  useTestApp,
} from '../test/create-test-app';
import { bearer, buildUserInput, createUser } from '../test/factories';

describe.each(testDatabaseKinds())('HTTP conventions on %s', (kind) => {
  const t = useTestApp(kind);
  const userCount = async () =>
    Number((await t.database.query<{ n: string }>('select count(*) as n from users'))[0]?.n);

  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers JSON 404 for unknown API paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/auth/me'],
      ['GET', '/api/auth/me/../../etc/passwd'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.routeNotFound });
    }
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 with the malformed-JSON text for broken JSON', async () => {
    for (const payload of ['{"email":', '{email: "a"}', "{'a':1}", '{"a":1}}', '\u0000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.malformedJson });
    }
  });

  it('refuses prototype-poisoning JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(buildUserInput()).slice(1)}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 for a body over the limit and 415 for other content types', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(t.config.bodyLimitBytes + 10) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: HTTP_ERROR_MESSAGES.payloadTooLarge });

    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.co&password=x',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.unsupportedMediaType });
    }
  });

  it('answers garbage bodies with a 4xx, never a 5xx, and changes nothing', async () => {
    const before = await userCount();
    const { token } = await createUser(t.app);
    const deep = `${'{"a":'.repeat(50_000)}"x"${'}'.repeat(50_000)}`;
    const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const bodies: unknown[] = [
      [],
      [1, 2, 3],
      'a string',
      42,
      null,
      true,
      { fullName: ['a'], email: { $ne: null }, phone: 9876543210, password: 12345678 },
      {
        fullName: "' OR 1=1 --",
        email: "' OR 1=1 --",
        phone: "'; DROP TABLE users; --",
        password: "' OR '1'='1",
      },
      {
        fullName: 'x'.repeat(200_000),
        email: 'x'.repeat(200_000),
        phone: '9'.repeat(200_000),
        password: 'A'.repeat(200_000),
      },
      {
        fullName: 'Nul\u0000Byte',
        email: 'nul\u0000@example.com',
        phone: '9876543210',
        password: 'Campus@2026',
      },
      { email: 'a\u0000b@example.com', password: 'Campus@2026' },
      { currentPassword: { toString: 1 }, newPassword: ['Campus@2027'] },
      {
        fullName: 'A',
        email: 'é@例え.テスト',
        phone: '٩٨٧٦٥٤٣٢١٠',
        password: '\ud800\udc00Aa1!xxxx',
      },
      { email: '%', password: '%' },
      { email: '_', password: '_' },
    ];
    const routes = [
      { method: 'POST' as const, url: '/api/auth/register' },
      { method: 'POST' as const, url: '/api/auth/login' },
      { method: 'PUT' as const, url: '/api/auth/change-password' },
      { method: 'PUT' as const, url: '/api/users/profile' },
      { method: 'POST' as const, url: '/api/auth/refresh-token' },
    ];
    const payloads = [
      ...bodies.map((body) => JSON.stringify(body)),
      deep,
      deepArray,
      `{"fullName":${deep},"email":${deepArray},"phone":"9876543210","password":${deep}}`,
    ];
    for (const route of routes) {
      for (const payload of payloads) {
        const response = await t.app.inject({
          ...route,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        const label = `${route.method} ${route.url} ${payload.slice(0, 80)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (route.url !== '/api/auth/refresh-token' && route.url !== '/api/users/profile') {
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        }
        expect(
          typeof response.json().message === 'string' ||
            route.url === '/api/auth/refresh-token' ||
            response.statusCode === 200,
          label,
        ).toBe(true);
      }
    }
    // The only account created is the factory's; the profile is untouched by injection-shaped text.
    expect(await userCount()).toBe(before + 1);
    const rows = await t.database.query<{ email: string }>(
      'select email from users where email like $1',
      ['%drop%'],
    );
    expect(rows).toHaveLength(0);
  });

  it('stores injection-shaped text literally', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildUserInput({ fullName: name, password: "x' OR 1=1 --Aa1" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().fullName).toBe(name);
    const rows = await t.database.query<{ full_name: string }>(
      'select full_name from users where id = $1',
      [response.json()._id],
    );
    expect(rows).toEqual([{ full_name: name }]);
  });

  it('treats injection-shaped credentials as a plain failed login', async () => {
    await createUser(t.app);
    for (const email of ["' OR 1=1 --", "admin@example.com' --", '%', '*']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: "' OR '1'='1" },
      });
      expect(response.statusCode, email).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it('answers the non-API pages with 503 while the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/settings' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('not built');
  });

  it('never puts a hash or token version in a response', () => {
    expect(t.responseBodies.length).toBeGreaterThan(20);
    for (const body of t.responseBodies) {
      for (const marker of SECRET_MARKERS) expect(body).not.toContain(marker);
    }
  });
});

describe('health when the database is down', () => {
  it('answers 503 with db: error', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'error' });
    } finally {
      await t.close();
    }
  });
});

describe('the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'ct-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const t = useTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html at / without caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of ['/dashboard/settings', '/product/abc', '/orders?highlight=123', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps API 404s as JSON and missing files as 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: HTTP_ERROR_MESSAGES.routeNotFound });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const post = await t.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve files outside the dist directory', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
    const encoded = await t.app.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd' });
    expect(encoded.body).not.toContain('root:');
  });
});
