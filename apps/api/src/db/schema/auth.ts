import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Owned by modules/auth. The counters are written by lib/rate-limiter.ts (raw SQL), which the
// auth service is given; nothing else touches them.

/** Fixed-window counters shared by every API process (failed logins, registrations, ...). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});
