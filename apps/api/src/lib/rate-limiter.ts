import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

export type RateLimiter = {
  /** Counts one event for key in the current window; answers the count including it. */
  hit: (key: string, windowMs: number) => Promise<number>;
  /** hit() plus the milliseconds left in the window. */
  hitWithTtl: (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;
  /** Events counted for key in the current window (0 once the window has passed). */
  count: (key: string, windowMs: number) => Promise<number>;
  /** count() plus the milliseconds left in the window (0 and 0 once it has passed). */
  peek: (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;
  /** Deletes counters whose window has passed. */
  prune: (windowMs: number) => Promise<void>;
};

/**
 * Where one API process counts: the auth limits' limiter (shared by every process), the API-wide
 * limit's shared store for @fastify/rate-limit if any, and what to close on shutdown.
 * PostgreSQL (createPostgresRateLimits: no API store, the API limit counts in process memory) or,
 * with REDIS_URL, Redis for both (lib/redis-rate-limiter.ts). docs/decisions/0038.
 */
export type RateLimits = {
  limiter: RateLimiter;
  apiStore?: FastifyRateLimitStoreCtor;
  close: () => Promise<void>;
};

type CountRow = { count: number | string };
type HitRow = CountRow & { ttl_ms: number | string };

/**
 * Fixed-window counters in `rate_limit_counters`, one upsert per event, using the database's
 * clock: every API process on the same database shares them.
 */
export function createRateLimiter(db: Db): RateLimiter {
  const seconds = (windowMs: number) => windowMs / 1000;

  async function hitWithTtl(key: string, windowMs: number) {
    const secs = seconds(windowMs);
    const result = (await db.execute(sql`
      insert into rate_limit_counters as c (key, window_start, count)
      values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when c.window_start <= now() - make_interval(secs => ${secs}) then 1 else c.count + 1 end,
        window_start = case when c.window_start <= now() - make_interval(secs => ${secs}) then now() else c.window_start end
      returning count,
        greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${secs}) - now())) * 1000)) as ttl_ms
    `)) as unknown as { rows: HitRow[] };
    const row = result.rows[0];
    return { count: Number(row?.count ?? 0), ttlMs: Number(row?.ttl_ms ?? windowMs) };
  }

  async function hit(key: string, windowMs: number): Promise<number> {
    return (await hitWithTtl(key, windowMs)).count;
  }

  async function count(key: string, windowMs: number): Promise<number> {
    const result = (await db.execute(sql`
      select count from rate_limit_counters
      where key = ${key} and window_start > now() - make_interval(secs => ${seconds(windowMs)})
    `)) as unknown as { rows: CountRow[] };
    return Number(result.rows[0]?.count ?? 0);
  }

  async function peek(key: string, windowMs: number) {
    const secs = seconds(windowMs);
    const result = (await db.execute(sql`
      select count,
        greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${secs}) - now())) * 1000)) as ttl_ms
      from rate_limit_counters
      where key = ${key} and window_start > now() - make_interval(secs => ${secs})
    `)) as unknown as { rows: HitRow[] };
    const row = result.rows[0];
    return row ? { count: Number(row.count), ttlMs: Number(row.ttl_ms) } : { count: 0, ttlMs: 0 };
  }

  async function prune(windowMs: number): Promise<void> {
    await db.execute(
      sql`delete from rate_limit_counters where window_start <= now() - make_interval(secs => ${seconds(windowMs)})`,
    );
  }

  return { hit, hitWithTtl, count, peek, prune };
}

/** Keys of the API-wide limit on Redis (the auth limits use their own prefixes). */
export const API_RATE_LIMIT_PREFIX = 'api:';

/**
 * The auth limits' counters in `rate_limit_counters`, exact across every API process. The
 * API-wide limit has no shared store here: each process counts it in memory (lib/api-rate-limit.ts).
 */
export function createPostgresRateLimits(database: Database): RateLimits {
  return { limiter: createRateLimiter(database.db), close: async () => {} };
}
