import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { AppError } from './errors';
import { API_RATE_LIMIT_PREFIX, type RateLimiter, type RateLimits } from './rate-limiter';
import { closeRedis, createRedis, type RedisLog } from './redis';

/** Every counter's key starts with this (tests pass a prefix of their own to stay apart). */
export const REDIS_RATE_LIMIT_PREFIX = 'ct:rl:';

/**
 * One event in a fixed window, atomically: INCR, and PEXPIRE when the key is new (or somehow has
 * no expiry); answers {count, milliseconds left}. KEYS[1] the counter, ARGV[1] the window in ms.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}`;

/**
 * Redis cannot be reached (createRedis gives up on a command after ~1 s and logs the outage):
 * an auth limit that cannot count answers 503 (nothing was changed, try again), not a 500 and not
 * an unthrottled attempt. The API-wide limit skips on any error (skipOnError in app.ts).
 */
async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw new AppError('UNAVAILABLE', HTTP_ERROR_MESSAGES.databaseUnavailable);
  }
}

type HitCommand = { ctRateLimitHit: (key: string, windowMs: number) => Promise<[number, number]> };

/**
 * The RateLimiter on Redis: a counter per key that expires with its window (the server's clock),
 * so prune() has nothing to do. Every process on the same Redis shares the counts. Without Redis
 * its calls fail within about a second with a 503 AppError.
 */
export function createRedisRateLimiter(
  redis: Redis,
  options: { keyPrefix?: string } = {},
): RateLimiter {
  const prefix = options.keyPrefix ?? REDIS_RATE_LIMIT_PREFIX;
  // EVALSHA, falling back to EVAL once when the server does not know the script yet.
  if (!('ctRateLimitHit' in redis)) {
    redis.defineCommand('ctRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }
  const command = redis as unknown as HitCommand;
  const windowOf = (windowMs: number) => Math.max(1, Math.ceil(windowMs));

  async function hitWithTtl(key: string, windowMs: number) {
    const [count, ttlMs] = await orUnavailable(
      command.ctRateLimitHit(prefix + key, windowOf(windowMs)),
    );
    return { count: Number(count), ttlMs: Math.max(0, Number(ttlMs)) };
  }

  return {
    hitWithTtl,
    hit: async (key, windowMs) => (await hitWithTtl(key, windowMs)).count,
    count: async (key) => Number((await orUnavailable(redis.get(prefix + key))) ?? 0),
    peek: async (key) => {
      const [count, ttlMs] = await orUnavailable(
        Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]),
      );
      return count === null
        ? { count: 0, ttlMs: 0 }
        : { count: Number(count), ttlMs: Math.max(0, ttlMs) };
    },
    prune: async () => {},
  };
}

/** A store for @fastify/rate-limit on the limiter's counters (keys `api:<client address>`). */
export function redisRateLimitStore(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  class RedisStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limiter.hitWithTtl(API_RATE_LIMIT_PREFIX + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): RedisStore {
      return new RedisStore();
    }
  }
  return RedisStore as unknown as FastifyRateLimitStoreCtor;
}

/** With REDIS_URL: the auth limits and the API-wide limit count on one Redis connection. */
export function createRedisRateLimits(
  url: string,
  options: { log?: RedisLog; keyPrefix?: string } = {},
): RateLimits {
  const redis = createRedis(url, { name: 'ct-rate-limits', log: options.log });
  const limiter = createRedisRateLimiter(redis, { keyPrefix: options.keyPrefix });
  return { limiter, apiStore: redisRateLimitStore(limiter), close: () => closeRedis(redis) };
}
