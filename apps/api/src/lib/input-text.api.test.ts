import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { bearer, createUser } from '../../test/factories';
import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';

/** Attack finding: NUL and broken text anywhere in a request is a 400, never a 500. */
describe.each(testDatabaseKinds())('text the API refuses on %s', (kind) => {
  const t = useTestApp(kind);
  const invalid = { message: HTTP_ERROR_MESSAGES.invalidText };

  const urls: [string, string][] = [
    ['GET', '/api/tshirts?subCategory=a%00b'],
    ['GET', '/api/tshirts?search=%00'],
    ['GET', '/api/accessories?universityName=a%00'],
    ['GET', '/api/suggestions/universities?query=ab%00cd'],
    ['GET', '/api/suggestions/hostels?query=&universityName=x%00y'],
    ['GET', '/api/suggestions/departments?query=zz%00'],
    ['GET', '/api/suggestions/events?query=%00%00'],
    ['GET', '/pay/simulator/a%00b'],
    ['GET', '/api/payments/status/a%00b'],
    ['POST', '/api/payments/status/a%00b'],
    ['GET', '/api/tshirts/a%00b'],
    ['GET', '/api/orders/guest/a%00b'],
    // A lone UTF-16 surrogate, and percent-encoding that is not UTF-8 or not percent-encoding.
    ['GET', '/api/tshirts?search=%ED%A0%80'],
    ['GET', '/api/tshirts?search=%FF'],
    ['GET', '/api/tshirts?search=%E0%A4'],
    ['GET', '/api/suggestions/events?query=%zz'],
    ['GET', '/api/tshirts/%FF'],
    ['GET', '/api/tshirts?sub%00Category=x'],
  ];

  it.each(urls)('%s %s answers 400 with a clear message', async (method, url) => {
    const { token } = await createUser(t.app);
    const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(invalid);
  });

  it('refuses NUL and lone surrogates in JSON bodies and writes nothing', async () => {
    const countUsers = async () =>
      Number((await t.database.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n);
    const before = await countUsers();
    const bodies = [
      '{"fullName":"Nul\\u0000Name","email":"nul-body@example.com","phone":"9876543210","password":"Campus@2026"}',
      '{"fullName":"Lone \\ud800 Surrogate","email":"lone-body@example.com","phone":"9876543210","password":"Campus@2026"}',
      '{"fullName":"Key","email":"key-body@example.com","phone":"9876543210","password":"Campus@2026","x\\u0000":1}',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
    expect(await countUsers()).toBe(before);
  });

  it('refuses NUL in a header the API reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('still accepts ordinary text, including non-ASCII and encoded symbols', async () => {
    for (const url of [
      '/api/tshirts?search=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
      '/api/suggestions/events?query=100%25_fest',
      '/api/tshirts?search=caf%C3%A9+tee',
      '/api/suggestions/universities?query=%F0%9F%98%80%F0%9F%98%80',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
  });
});
