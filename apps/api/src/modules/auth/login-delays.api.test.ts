import { randomUUID } from 'node:crypto';
import { AUTH_RATE_LIMIT, HTTP_ERROR_MESSAGES, LOGIN_THROTTLE } from '@campus-threads/contract';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseKind } from '../../db/client';
import { closeRedis, createRedis } from '../../lib/redis';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { retryAfter, signInClient } from '../../../test/factories';
import {
  postgresLimiterClock,
  redisLimiterClock,
  type LimiterClock,
} from '../../../test/limiter-clock';

/**
 * Growing waits instead of a lock-out (docs/decisions/0013), with the real numbers, on every
 * limiter store: PGlite, PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL). Time is
 * moved on through the counters (test/limiter-clock.ts), never slept.
 */
const redisUrl = inject('testRedisUrl');
const stores: { name: string; kind: DatabaseKind; redis: boolean }[] = [
  ...testDatabaseKinds().map((kind) => ({ name: kind, kind, redis: false })),
  ...(redisUrl ? [{ name: 'redis', kind: 'pglite' as DatabaseKind, redis: true }] : []),
];

const {
  freeFailuresPerPair: FREE_PAIR,
  freeFailuresPerAccount: FREE_ACCOUNT,
  maxPairDelayMs,
  maxAccountDelayMs,
} = LOGIN_THROTTLE;

describe.each(stores)('login waits on $name', ({ kind, redis: onRedis }) => {
  const keyPrefix = `ct:rl:test-${randomUUID()}:`;
  const t = useTestApp(kind, {
    authLimits: AUTH_RATE_LIMIT,
    ...(onRedis ? { env: { REDIS_URL: redisUrl }, redisKeyPrefix: keyPrefix } : {}),
  });
  let redis: Redis | undefined;
  let clock: LimiterClock;

  beforeAll(() => {
    if (onRedis) {
      redis = createRedis(redisUrl, { name: 'ct-test-login-clock' });
      clock = redisLimiterClock(redis, keyPrefix);
    } else {
      clock = postgresLimiterClock(t.database);
    }
  });

  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await closeRedis(redis);
  });

  const { freshIp, login, newUser } = signInClient(t, 7);

  /** One wrong password that gets checked: a 429 is waited out (its Retry-After) and retried. */
  async function failOnce(email: string, ip: string): Promise<number[]> {
    const waits: number[] = [];
    for (;;) {
      const response = await login(email, 'Wrong@2026', ip);
      if (response.statusCode === 401) return waits;
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.tooManyRequests });
      waits.push(retryAfter(response));
      await clock.advance(retryAfter(response) * 1000);
    }
  }

  it(`makes one (email, address) pair wait 1 s, 2 s, 4 s … after ${FREE_PAIR} failures, at most ${maxPairDelayMs / 1000} s`, async () => {
    const user = await newUser();
    const ip = freshIp();
    for (let i = 0; i < FREE_PAIR; i++) expect(await failOnce(user.email, ip)).toEqual([]);
    // The next attempt, the right password included, waits; nothing is checked meanwhile.
    const held = await login(user.email, user.password, ip);
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBe(1);
    // Another account from the same address, and the owner elsewhere, are not held up.
    const other = await newUser();
    expect((await login(other.email, other.password, ip)).statusCode).toBe(200);
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);

    await clock.advance(1000);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) waits.push(...(await failOnce(user.email, ip)));
    // Each failure doubles the next wait: 2 s after the 6th failure ... 64 s, capped at 60 s.
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60]);
    const capped = await login(user.email, user.password, ip);
    expect(capped.statusCode).toBe(429);
    expect(retryAfter(capped)).toBeLessThanOrEqual(maxPairDelayMs / 1000);
    // Once the wait has passed, the right password works from that address too.
    await clock.advance(retryAfter(capped) * 1000);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it(`lets the owner in on a new device within ${maxAccountDelayMs / 1000} s of 30 wrong passwords from 3 addresses`, async () => {
    const user = await newUser();
    const attackers = [freshIp(), freshIp(), freshIp()];
    const attackerWaits: number[] = [];
    for (const ip of attackers)
      for (let i = 0; i < 10; i++) attackerWaits.push(...(await failOnce(user.email, ip)));
    // The guesser was slowed: the pairs past their free failures and the account past its own.
    expect(attackerWaits.length).toBeGreaterThan(0);
    expect(Math.max(...attackerWaits)).toBeLessThanOrEqual(maxPairDelayMs / 1000);

    // The owner's own browser, where they signed in before, is not held up at all.
    expect((await login(user.email, user.password, freshIp(), user.device)).statusCode).toBe(200);

    // A new browser on a 4th address waits at most the account's cap, then signs in.
    let waited = 0;
    let response = await login(user.email, user.password, freshIp());
    if (response.statusCode === 429) {
      waited = retryAfter(response);
      expect(waited).toBeGreaterThan(0);
      await clock.advance(waited * 1000);
      response = await login(user.email, user.password, freshIp());
    }
    expect(response.statusCode).toBe(200);
    expect(waited * 1000).toBeLessThanOrEqual(maxAccountDelayMs);
  });

  it(`slows a guesser spread over many addresses once the account has ${FREE_ACCOUNT} failures`, async () => {
    const user = await newUser();
    for (let i = 0; i < FREE_ACCOUNT; i++)
      expect(await failOnce(user.email, freshIp())).toEqual([]);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) waits.push(...(await failOnce(user.email, freshIp())));
    // Every fresh address meets the account's wait: 1 s, doubling, capped at 30 s.
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    const held = await login(user.email, user.password, freshIp());
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held) * 1000).toBeLessThanOrEqual(maxAccountDelayMs);
    await clock.advance(maxAccountDelayMs);
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
  });
});
