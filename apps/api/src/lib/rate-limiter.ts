import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateLimiter = {
  /** Counts one event for key in the current window; answers the count including it. */
  hit: (key: string, windowMs: number) => Promise<number>;
  /** Events counted for key in the current window (0 once the window has passed). */
  count: (key: string, windowMs: number) => Promise<number>;
  /** Deletes counters whose window has passed. */
  prune: (windowMs: number) => Promise<void>;
};

type CountRow = { count: number | string };

/**
 * Fixed-window counters in `rate_limit_counters`, one upsert per event, using the database's
 * clock: every API process on the same database shares them.
 */
export function createRateLimiter(db: Db): RateLimiter {
  const seconds = (windowMs: number) => windowMs / 1000;

  async function hit(key: string, windowMs: number): Promise<number> {
    const secs = seconds(windowMs);
    const result = (await db.execute(sql`
      insert into rate_limit_counters as c (key, window_start, count)
      values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when c.window_start <= now() - make_interval(secs => ${secs}) then 1 else c.count + 1 end,
        window_start = case when c.window_start <= now() - make_interval(secs => ${secs}) then now() else c.window_start end
      returning count
    `)) as unknown as { rows: CountRow[] };
    return Number(result.rows[0]?.count ?? 0);
  }

  async function count(key: string, windowMs: number): Promise<number> {
    const result = (await db.execute(sql`
      select count from rate_limit_counters
      where key = ${key} and window_start > now() - make_interval(secs => ${seconds(windowMs)})
    `)) as unknown as { rows: CountRow[] };
    return Number(result.rows[0]?.count ?? 0);
  }

  async function prune(windowMs: number): Promise<void> {
    await db.execute(
      sql`delete from rate_limit_counters where window_start <= now() - make_interval(secs => ${seconds(windowMs)})`,
    );
  }

  return { hit, count, prune };
}
