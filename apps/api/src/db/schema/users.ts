import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Owned by modules/users: other modules reach accounts through the users service.

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * E-mails beyond the transactional ones (order confirmation, refunds, password reset): status
     * updates, drop outcomes, a seller's new orders and design reviews. Turned off in settings.
     */
    emailUpdates: boolean('email_updates').notNull().default(true),
    /** When the owner opened the link of the welcome (or a later) e-mail; null: not verified yet (0053). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when an admin deletes the account: the row stays, anonymised, so orders keep their buyer and seller. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_created').on(t.createdAt.desc()),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
