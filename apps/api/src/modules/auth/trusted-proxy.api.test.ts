import { AUTH_RATE_LIMIT } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { buildUserInput } from '../../../test/factories';
import { resolveAuthLimits } from './auth.service';

let counter = 0;
const rotating = () => `198.18.${Math.floor(++counter / 250)}.${counter % 250}`;

/**
 * Attack finding (docs/decisions/0013): a client-chosen X-Forwarded-For must not get round
 * per-IP limits.
 */
describe.each(testDatabaseKinds())('X-Forwarded-For behind a configured proxy on %s', (kind) => {
  const PROXY = '127.0.0.1';
  const t = useTestApp(kind, { env: { TRUST_PROXY: PROXY, API_RATE_LIMIT_PER_MINUTE: '5' } });

  // Any route under the general /api limit (health is left out of it).
  const health = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/suggestions/events?query=',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('takes the address the proxy saw, so a rotating header does not escape the API limit', async () => {
    const statuses: number[] = [];
    // Through the proxy: the client's own header comes first, the proxy appends what it saw.
    for (let i = 0; i < 6; i++)
      statuses.push((await health(PROXY, `${rotating()}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await health(PROXY, `${rotating()}, 203.0.113.8`)).statusCode).toBe(200);
  });

  it('ignores the header from a client that is not the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await health('192.0.2.50', rotating())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe.each(testDatabaseKinds())('login limits behind a configured proxy on %s', (kind) => {
  const t = useTestApp(kind, { env: { TRUST_PROXY: '127.0.0.1' }, authLimits: AUTH_RATE_LIMIT });

  it('does not let a rotating header get round the login limits', async () => {
    const { maxFailedLoginsPerIp } = resolveAuthLimits(AUTH_RATE_LIMIT);
    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong@2026' },
        remoteAddress: '192.0.2.99',
        headers: { 'x-forwarded-for': rotating() },
      });
    // Guessing across many accounts from one client: the per-IP ceiling still counts it as one.
    for (let i = 0; i < maxFailedLoginsPerIp; i++)
      expect((await login(buildUserInput().email)).statusCode).toBe(401);
    expect((await login(buildUserInput().email)).statusCode).toBe(429);
  });
});
