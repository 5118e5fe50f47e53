import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import pg from 'pg';
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
 * Where one API process counts: the auth limits' limiter, the API-wide limit's store for
 * @fastify/rate-limit, and what to close on shutdown. PostgreSQL (createPostgresRateLimits) or,
 * with REDIS_URL, Redis (lib/redis-rate-limiter.ts); either way every process shares the counts.
 */
export type RateLimits = {
  limiter: RateLimiter;
  apiStore: FastifyRateLimitStoreCtor;
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

/** Keys of the API-wide limit in rate_limit_counters (the auth limits use their own prefixes). */
export const API_RATE_LIMIT_PREFIX = 'api:';

/** hitWithTtl's statement as plain SQL ($1 key, $2 window in seconds). */
const HIT_STATEMENT = `
  insert into rate_limit_counters as c (key, window_start, count)
  values ($1, now(), 1)
  on conflict (key) do update set
    count = case when c.window_start <= now() - make_interval(secs => $2) then 1 else c.count + 1 end,
    window_start = case when c.window_start <= now() - make_interval(secs => $2) then now() else c.window_start end
  returning count,
    greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => $2) - now())) * 1000)) as ttl_ms`;

/**
 * A store for @fastify/rate-limit on `rate_limit_counters`, so the per-minute API limit counts
 * every API process's requests (its default store counts in the process's memory). It sends its
 * one statement per request straight to the driver (`Database.query`), outside Drizzle: tests that
 * count a route's statements count the route's own.
 */
export function sharedRateLimitStore(
  query: (text: string, params: unknown[]) => Promise<HitRow[]>,
): FastifyRateLimitStoreCtor {
  class SharedStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      query(HIT_STATEMENT, [API_RATE_LIMIT_PREFIX + key, timeWindow / 1000]).then(
        (rows) =>
          callback(null, {
            current: Number(rows[0]?.count ?? 0),
            ttl: Number(rows[0]?.ttl_ms ?? timeWindow),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): SharedStore {
      return new SharedStore();
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Where the API limit's upserts go. On PostgreSQL: a small pool of its own with
 * `synchronous_commit=off`, so a counter's commit does not wait for the WAL flush (a crash may
 * lose the last few counts, never a payment: only this pool runs with it). On PGlite: the
 * database itself.
 */
export function rateLimitConnection(database: Database): {
  query: (text: string, params: unknown[]) => Promise<HitRow[]>;
  close: () => Promise<void>;
} {
  const main = (database.db as unknown as { $client?: pg.Pool }).$client;
  const connectionString = main?.options?.connectionString;
  if (database.kind !== 'postgres' || !connectionString) {
    return { query: (text, params) => database.query<HitRow>(text, params), close: async () => {} };
  }
  const pool = new pg.Pool({ connectionString, max: 4, options: '-c synchronous_commit=off' });
  pool.on('error', () => {});
  return {
    query: async (text, params) => (await pool.query<HitRow>(text, params)).rows,
    close: () => pool.end(),
  };
}

/** The counters in `rate_limit_counters`: the auth limits through Drizzle, the API limit through rateLimitConnection. */
export function createPostgresRateLimits(database: Database): RateLimits {
  const connection = rateLimitConnection(database);
  return {
    limiter: createRateLimiter(database.db),
    apiStore: sharedRateLimitStore(connection.query),
    close: connection.close,
  };
}
