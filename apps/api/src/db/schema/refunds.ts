import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { RefundDestination } from '@campus-threads/contract';
import { orders } from './orders';
import { payments } from './payments';
import { returnRequests } from './returns';
import { users } from './users';

// Owned by modules/refunds: money back through the payment provider, and in cash for what was
// paid at the door.

/**
 * Why an order's money goes back: its cancel (what is left of it), a drop's tier reached, or
 * returned goods received back (one refund per return request, docs/decisions/0052).
 */
export const REFUND_KINDS = ['cancel', 'drop_tier', 'return'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * A refund of what was paid for one order: at most one of each kind per order (unique order_id and
 * kind), so a cancel sent twice refunds once, and a drop closed twice refunds its tier difference
 * once. Written PENDING in the cancel's (or the closing's) transaction; the provider is asked after
 * it commits, and again by the job that settles refunds until it answers.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Our id for the refund at the provider (idempotent there too). */
    merchantRefundId: text('merchant_refund_id').notNull(),
    /**
     * The cancelled order (modules/orders); no foreign key, the orders schema imports this file.
     * Null for a payment that completed but could make no order (its units were gone, its design
     * withdrawn): that refund pays back the whole payment, once (unique per payment below).
     */
    orderId: uuid('order_id'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('PENDING'),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull().default(''),
    /** `cancel`: the order's cancel; `drop_tier`: a drop closed at a tier's lower price (0049). */
    kind: text('kind').$type<RefundKind>().notNull().default('cancel'),
    /** The return request (modules/returns) a `return` refund pays for; no foreign key (0052). */
    returnId: uuid('return_id'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_order_kind')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} <> 'return'`),
    uniqueIndex('refunds_return').on(t.returnId),
    check('refunds_kind', sql`${t.kind} in ('cancel', 'drop_tier', 'return')`),
    check('refunds_return_has_request', sql`(${t.kind} = 'return') = (${t.returnId} is not null)`),
    uniqueIndex('refunds_unfulfilled_payment')
      .on(t.paymentId)
      .where(sql`${t.orderId} is null`),
    uniqueIndex('refunds_merchant_refund_id').on(t.merchantRefundId),
    index('refunds_pending')
      .on(t.createdAt)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The part of a return's refund that was paid at the door (docs/decisions/0058): owed to the buyer
 * by whoever collected it (the Self Service seller, or the shop when `owed_by` is null), paid to
 * the buyer's UPI ID or bank account outside the shop and marked paid with its reference. Once
 * per return (unique return_id).
 */
export const cashRefunds = pgTable(
  'cash_refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The seller who collected the balance and pays it back; null: the shop. */
    owedBy: uuid('owed_by').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    payTo: jsonb('pay_to').$type<RefundDestination>(),
    state: text('state').notNull().default('owed'),
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_refunds_return').on(t.returnId),
    index('cash_refunds_order').on(t.orderId),
    index('cash_refunds_owed').on(t.owedBy, t.state, t.createdAt.desc()),
    check('cash_refunds_state', sql`${t.state} in ('owed', 'paid')`),
    check('cash_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'cash_refunds_paid_has_reference',
      sql`(${t.state} = 'paid') = (${t.reference} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);

export type CashRefundRow = typeof cashRefunds.$inferSelect;
