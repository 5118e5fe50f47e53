import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Owned by modules/auth. The counters are written by lib/rate-limiter.ts (raw SQL), which the
// auth service is given; nothing else touches them.

/** Fixed-window counters shared by every API process (failed logins, registrations, ...). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/**
 * A password reset link: the token itself is only in the e-mail; this keeps its
 * SHA-256, so a leaked table opens no account. Single use (`used_at`), valid 30 minutes.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash').on(t.tokenHash),
    index('password_reset_tokens_user').on(t.userId, t.createdAt.desc()),
  ],
);

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/**
 * The signing secret every API process on this database shares when JWT_SECRET is not set
 * (docs/decisions/0057): one row (`id` is always 1), inserted `on conflict do nothing` by the
 * first process to start and then read by each, so a token, a simulator link or an upload
 * signature made by one process is good on all of them.
 */
export const sharedSecrets = pgTable(
  'shared_secrets',
  {
    id: integer('id').primaryKey().default(1),
    jwtSecret: text('jwt_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shared_secrets_one_row', sql`${t.id} = 1`)],
);
