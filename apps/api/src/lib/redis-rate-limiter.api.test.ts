import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeRedis, createRedis } from './redis';
import { createRedisRateLimiter, redisRateLimitStore } from './redis-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { redisLimiterClock, type LimiterClock } from '../../test/limiter-clock';

/** The limits' counters on a real Redis (TEST_REDIS_URL), as two API processes use them. */
const redisUrl = inject('testRedisUrl');

describe.skipIf(!redisUrl)('rate limits on Redis', () => {
  // This run's keys only: earlier runs' counters may still be alive.
  const keyPrefix = `ct:rl:test-${randomUUID()}:`;
  let one: Redis;
  let two: Redis;
  let a: RateLimiter;
  let b: RateLimiter;
  let clock: LimiterClock;

  beforeAll(() => {
    one = createRedis(redisUrl, { name: 'ct-test-limits-1' });
    two = createRedis(redisUrl, { name: 'ct-test-limits-2' });
    a = createRedisRateLimiter(one, { keyPrefix });
    b = createRedisRateLimiter(two, { keyPrefix });
    clock = redisLimiterClock(one, keyPrefix);
  });

  afterAll(async () => {
    const keys = one ? await one.keys(`${keyPrefix}*`) : [];
    if (keys.length > 0) await one.del(...keys);
    await Promise.all([one, two].filter(Boolean).map((redis) => closeRedis(redis)));
  });

  it('counts the events of a key within its window', async () => {
    expect(await a.hit('count', 60_000)).toBe(1);
    expect(await a.hit('count', 60_000)).toBe(2);
    expect(await a.hit('count', 60_000)).toBe(3);
    expect(await a.count('count', 60_000)).toBe(3);
    expect(await a.count('other', 60_000)).toBe(0);
    expect(await one.get(`${keyPrefix}count`)).toBe('3');
  });

  it('answers how long the window has left', async () => {
    const first = await a.hitWithTtl('ttl', 10_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(9_000);
    expect(first.ttlMs).toBeLessThanOrEqual(10_000);
    await clock.advance(50);
    const second = await a.hitWithTtl('ttl', 10_000);
    expect(second.count).toBe(2);
    // Same window: the deadline does not move with each event.
    expect(second.ttlMs).toBeLessThan(first.ttlMs);
    expect(second.ttlMs).toBeGreaterThan(8_000);
  });

  it('peeks at a count and its time left without counting', async () => {
    expect(await a.peek('peek', 10_000)).toEqual({ count: 0, ttlMs: 0 });
    await a.hit('peek', 10_000);
    const seen = await b.peek('peek', 10_000);
    expect(seen.count).toBe(1);
    expect(seen.ttlMs).toBeGreaterThan(9_000);
    expect(seen.ttlMs).toBeLessThanOrEqual(10_000);
    expect(await a.count('peek', 10_000)).toBe(1);
  });

  it('starts again once the window has passed (the key expires)', async () => {
    expect(await a.hit('window', 300)).toBe(1);
    expect(await a.hit('window', 300)).toBe(2);
    await clock.advance(400);
    expect(await a.count('window', 300)).toBe(0);
    expect(await one.exists(`${keyPrefix}window`)).toBe(0);
    expect(await a.hit('window', 300)).toBe(1);
    await a.prune(300);
  });

  it('shares the counts between two limiters on two connections', async () => {
    for (let i = 0; i < 4; i++) await (i % 2 === 0 ? a : b).hit('shared', 60_000);
    expect(await a.count('shared', 60_000)).toBe(4);
    expect(await b.count('shared', 60_000)).toBe(4);
    // At once from both: every event counted once (INCR and PEXPIRE are one script).
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hit('shared', 60_000)),
    );
    expect(new Set(counts).size).toBe(40);
    expect(Math.max(...counts)).toBe(44);
  });

  it('gives @fastify/rate-limit a store that counts under api:', async () => {
    const Store = redisRateLimitStore(a);
    const store = new Store({}).child({} as never);
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          '10.0.0.1',
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          60_000,
          10,
        ),
      );
    expect((await incr()).current).toBe(1);
    const second = await incr();
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(59_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect(await b.count('api:10.0.0.1', 60_000)).toBe(2);
  });

  it('fails fast, not hanging, when Redis cannot be reached', async () => {
    const down = createRedis('redis://127.0.0.1:1', { name: 'ct-test-down' });
    try {
      const started = performance.now();
      const limiter = createRedisRateLimiter(down, { keyPrefix });
      // The auth limits answer 503 (try again), not 500.
      await expect(limiter.hit('down', 60_000)).rejects.toMatchObject({ status: 503 });
      expect(performance.now() - started).toBeLessThan(2_000);
      await expect(limiter.count('down', 60_000)).rejects.toMatchObject({ status: 503 });
      // The API limit's store reports the error (skipOnError lets the request through).
      const Store = redisRateLimitStore(limiter);
      const error = await new Promise((resolve) =>
        new Store({}).incr('10.0.0.2', (e) => resolve(e), 60_000, 10),
      );
      expect(error).toBeInstanceOf(Error);
    } finally {
      await closeRedis(down);
    }
  });
});

describe.runIf(!redisUrl)('rate limits on Redis (no Redis)', () => {
  it.skip('needs TEST_REDIS_URL', () => {});
});

// Needs no Redis: nothing listens on port 1, as when REDIS_URL's server is down.
describe('an app whose REDIS_URL cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses Redis for the change feed, and still answers: the API limit lets requests through', async () => {
    expect(t.app.services.changeFeed.kind).toBe('redis');
    const response = await t.app.inject({ method: 'GET', url: '/api/tshirts?limit=1' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a login it cannot count with 503 (try again), not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'Whatever@123' },
    });
    expect(response.statusCode).toBe(503);
  });
});
