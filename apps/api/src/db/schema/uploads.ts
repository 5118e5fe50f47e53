import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Owned by modules/uploads.

/**
 * One row per signed upload URL (docs/decisions/0015-uploads.md). `state` goes pending →
 * complete once the bytes were checked and stored under `file_key`; a refused PUT leaves it
 * pending (retry allowed until `expires_at`). Designs and accessories accept only complete keys
 * of their own uploader. A file the server stored itself (demo proofs) has `expires_at` =
 * `created_at`: no link was signed, and the upload limits do not count it (decision 0032).
 */
export const uploads = pgTable(
  'uploads',
  {
    fileKey: text('file_key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    fileName: text('file_name').notNull(),
    declaredType: text('declared_type').notNull(),
    declaredSize: integer('declared_size').notNull(),
    state: text('state').notNull().default('pending'),
    storedSize: integer('stored_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
