import type { Redis } from 'ioredis';
import type { Database } from '../src/db/client';

/**
 * Moves the rate-limit counters' clock forward by `ms` instead of sleeping: every counter's
 * window (and every login wait) is that much nearer its end, exactly as if the time had passed.
 */
export type LimiterClock = { advance: (ms: number) => Promise<void> };

/** The counters in `rate_limit_counters` (PGlite, PostgreSQL): their windows start earlier. */
export function postgresLimiterClock(database: Database): LimiterClock {
  return {
    advance: async (ms) => {
      await database.query(
        'update rate_limit_counters set window_start = window_start - make_interval(secs => $1)',
        [ms / 1000],
      );
    },
  };
}

/** The counters under `keyPrefix` on Redis: their expiries come nearer (or pass). */
export function redisLimiterClock(redis: Redis, keyPrefix: string): LimiterClock {
  return {
    advance: async (ms) => {
      const keys = await redis.keys(`${keyPrefix}*`);
      for (const key of keys) {
        const ttl = await redis.pttl(key);
        if (ttl < 0) continue;
        if (ttl <= ms) await redis.del(key);
        else await redis.pexpire(key, ttl - ms);
      }
    },
  };
}
