import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { apiLimitPerProcess } from './api-rate-limit';

const LIST = '/api/tshirts?limit=1';

/** The API-wide limit without a database write per request (docs/decisions/0038). */
describe.each(testDatabaseKinds())('the API-wide limit on %s', (kind) => {
  const t = useTestApp(kind, { env: { API_RATE_LIMIT_PER_MINUTE: '5' } });
  const list = (remoteAddress: string) => t.app.inject({ method: 'GET', url: LIST, remoteAddress });

  it('answers a cached catalogue read with no SQL statement and no counter row', async () => {
    expect((await list('192.0.2.61')).statusCode).toBe(200);
    const statements: string[] = [];
    const stop = t.database.observeQueries((text) => statements.push(text));
    try {
      expect((await list('192.0.2.61')).statusCode).toBe(200);
    } finally {
      stop();
    }
    expect(statements).toEqual([]);
    const rows = await t.database.query<{ key: string }>('select key from rate_limit_counters');
    expect(rows).toEqual([]);
  });

  it('still answers 429 with its text past the limit, per client address', async () => {
    const statuses: number[] = [];
    let last = await list('192.0.2.62');
    statuses.push(last.statusCode);
    for (let i = 0; i < 5; i++) {
      last = await list('192.0.2.62');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last.json()).toMatchObject({ message: HTTP_ERROR_MESSAGES.tooManyRequests });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list('192.0.2.63')).statusCode).toBe(200);
    expect(await t.database.query('select key from rate_limit_counters')).toEqual([]);
  });
});

describe('the API-wide limit shared out between processes without Redis', () => {
  const t = useTestApp('pglite', {
    env: { API_RATE_LIMIT_PER_MINUTE: '10', API_PROCESSES: '2' },
  });

  it('allows each process its share of the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: LIST,
        remoteAddress: '192.0.2.64',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('rounds a share down and never below one request', () => {
    expect(apiLimitPerProcess({ apiRateLimitPerMinute: 300, apiProcesses: 1 })).toBe(300);
    expect(apiLimitPerProcess({ apiRateLimitPerMinute: 300, apiProcesses: 4 })).toBe(75);
    expect(apiLimitPerProcess({ apiRateLimitPerMinute: 10, apiProcesses: 3 })).toBe(3);
    expect(apiLimitPerProcess({ apiRateLimitPerMinute: 1, apiProcesses: 4 })).toBe(1);
  });
});
