import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';
import { users } from './users';

// Owned by modules/earnings: what the shop owes its sellers and what it paid them
// (docs/decisions/0048).

/**
 * A seller's ledger: one entry per paid order line of their item (`sale` or `royalty`), the
 * balance they collected at the door (`collected`, negative) and the reversal of a paid-out entry
 * (`reversal`, negative). `state` is stored as pending, paid or reversed; a pending entry whose
 * `available_at` has passed reads as available (no write when the hold ends).
 */
export const earnings = pgTable(
  'earnings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The line a sale or royalty is for, and the line a return's reversal takes back (0052); null
     * for collected entries and for the reversal of a paid-out entry.
     */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The line's title when the entry was made. */
    title: text('title').notNull(),
    /** What the rate was applied to (paise): the whole line for a sale, price × quantity for a royalty. */
    basePaise: bigint('base_paise', { mode: 'number' }).notNull(),
    /** The commission (sale) or royalty share (royalty) copied from the settings when made. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('pending'),
    /** When the hold ends: null until the order is delivered. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    payoutId: uuid('payout_id').references(() => payouts.id),
    /** The paid-out entry a reversal undoes. */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => earnings.id),
    /**
     * The return a `cash_refund` entry is for (docs/decisions/0058): the seller paid back in cash
     * part of the balance they collected, so the shop owes them that much again. No foreign key:
     * return requests are another module's.
     */
    returnId: uuid('return_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A line earns once, a paid entry is reversed once, an order's balance is collected once.
    uniqueIndex('earnings_line_once')
      .on(t.orderItemId)
      .where(sql`${t.kind} in ('sale', 'royalty')`),
    uniqueIndex('earnings_reversal_once')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    uniqueIndex('earnings_collected_once')
      .on(t.orderId)
      .where(sql`${t.kind} = 'collected'`),
    uniqueIndex('earnings_cash_refund_once')
      .on(t.returnId)
      .where(sql`${t.kind} = 'cash_refund'`),
    index('earnings_seller').on(t.sellerId, t.createdAt.desc(), t.id),
    index('earnings_order').on(t.orderId),
    index('earnings_payout').on(t.payoutId),
    check(
      'earnings_kind',
      sql`${t.kind} in ('sale', 'royalty', 'collected', 'reversal', 'cash_refund')`,
    ),
    check('earnings_state', sql`${t.state} in ('pending', 'paid', 'reversed')`),
  ],
);

/** A payout an admin made outside the shop (UPI or bank transfer), recorded with its reference. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    /** The UPI id it was sent to, as it was then. */
    upiId: text('upi_id').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_seller').on(t.sellerId, t.createdAt.desc()),
    index('payouts_created').on(t.createdAt.desc()),
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Where a seller is paid: one row per seller, locked while a payout to them is recorded. */
export const payoutDetails = pgTable('payout_details', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  upiId: text('upi_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EarningRow = typeof earnings.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutDetailsRow = typeof payoutDetails.$inferSelect;
