import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { designs } from './designs';
import { users } from './users';

// Owned by modules/drops: campus group orders on one design (docs/decisions/0049).

/** A price tier as stored: from `minQuantity` people, `pricePaise` each (contract `DropTier`). */
export type StoredDropTier = { minQuantity: number; pricePaise: number };

/**
 * A drop. `quantity` and `size_tally` count the units joined; the joining step changes them only
 * under this row's lock (`for update`), with the hard maximum behind the check below. The closing
 * job finds due drops by (status, deadline).
 */
export const drops = pgTable(
  'drops',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    /** Null only once the design is deleted with its seller's account (a design never approved). */
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    /** The design's seller or the admin who opened it. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity'),
    /** Ascending by people, prices falling (the contract's `dropProblems` refuses anything else). */
    tiers: jsonb('tiers').$type<StoredDropTier[]>().notNull().default([]),
    /** What a shopper paid for the design when the drop opened: each buyer pays this on joining. */
    basePricePaise: integer('base_price_paise').notNull(),
    status: text('status').notNull().default('open'),
    quantity: integer('quantity').notNull().default(0),
    sizeTally: jsonb('size_tally').$type<Record<string, number>>().notNull().default({}),
    /** When it succeeded, failed or was cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledReason: text('cancelled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('drops_slug').on(t.slug),
    index('drops_due').on(t.status, t.deadline),
    index('drops_owner').on(t.ownerId, t.createdAt.desc()),
    index('drops_design').on(t.designId),
    index('drops_newest').on(t.createdAt.desc(), t.id),
    check('drops_status', sql`${t.status} in ('open', 'succeeded', 'failed', 'cancelled')`),
    check('drops_min_quantity', sql`${t.minQuantity} >= 1`),
    check(
      'drops_max_quantity',
      sql`${t.maxQuantity} is null or ${t.maxQuantity} >= ${t.minQuantity}`,
    ),
    check(
      'drops_quantity_within_max',
      sql`${t.quantity} >= 0 and (${t.maxQuantity} is null or ${t.quantity} <= ${t.maxQuantity})`,
    ),
    check('drops_base_price_positive', sql`${t.basePricePaise} > 0`),
  ],
);

export type DropRow = typeof drops.$inferSelect;
export type NewDropRow = typeof drops.$inferInsert;
