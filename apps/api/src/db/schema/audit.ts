import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Owned by modules/audit: every admin change, written by recordAudit in the change's own transaction.

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Who made the change; null once that account is gone (actor_name keeps who it was). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** What was done, from the contract's AUDIT_ACTIONS (design.status, order.refund, ...). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_newest').on(t.createdAt.desc(), t.id),
    index('audit_log_action').on(t.action, t.createdAt.desc()),
    index('audit_log_entity').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('audit_log_actor').on(t.actorId, t.createdAt.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
