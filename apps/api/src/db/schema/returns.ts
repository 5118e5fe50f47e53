import { sql } from 'drizzle-orm';
import type { RefundDestination } from '@campus-threads/contract';
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
import { orderItems, orders } from './orders';
import { users } from './users';

// Owned by modules/returns: size exchanges and returns of delivered orders (docs/decisions/0052).

/** One step of a request's timeline, as its pages show it. */
export type ReturnTimelineEntry = {
  status: string;
  at: string;
  remark: string;
  /** Who moved it (null: the shop's own job). */
  by: string | null;
};

/**
 * A buyer's request to exchange (another size, a ₹0 replacement order) or return (a refund once the
 * goods are `received`) items of one delivered order. The fulfiller of the order or an admin moves
 * it: requested → approved | rejected; approved → received. The refund of a return is recorded in
 * the transaction that marks it received, under this row's lock, once (refunds.return_id unique).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Copied from the order: a seller's open requests are one indexed read. Null: the shop. */
    fulfillerId: uuid('fulfiller_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    /** Upload keys (category `returns`), at most three. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('requested'),
    timeline: jsonb('timeline').$type<ReturnTimelineEntry[]>().notNull(),
    /** The ₹0 order an approved exchange made (orders.replaces_order_id points back). */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    /** What a received return paid back through the payment provider (paise), once. */
    refundedPaise: integer('refunded_paise'),
    /**
     * Of a received return of an advance order (docs/decisions/0058): what is owed back in cash
     * for what was paid at the door (`cash_refunds`), and what came off the balance still due.
     */
    cashRefundPaise: integer('cash_refund_paise'),
    balanceCreditPaise: integer('balance_credit_paise'),
    /** Where the buyer wants a cash refund paid (UPI ID or bank account), as they gave it. */
    refundTo: jsonb('refund_to').$type<RefundDestination>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('return_requests_order').on(t.orderId),
    index('return_requests_user').on(t.userId, t.createdAt.desc()),
    index('return_requests_fulfiller').on(t.fulfillerId, t.status, t.createdAt.desc()),
    index('return_requests_status').on(t.status, t.createdAt.desc()),
    check('return_requests_type', sql`${t.type} in ('exchange', 'return')`),
    check(
      'return_requests_status_known',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received')`,
    ),
  ],
);

/** The lines a request covers: how many of an order line, and the new size of an exchange. */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    exchangeSize: text('exchange_size'),
  },
  (t) => [
    uniqueIndex('return_items_line').on(t.returnId, t.orderItemId),
    index('return_items_order_item').on(t.orderItemId),
    check('return_items_quantity', sql`${t.quantity} >= 1`),
  ],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
