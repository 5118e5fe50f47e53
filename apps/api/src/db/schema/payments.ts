import type { DeliveryDetailsInput } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { PurchasedLine } from '../../lib/purchased-line';
import { users } from './users';

// Owned by modules/payments (simulator_payments by its simulator provider).

/** What a payment will buy, frozen when it is created (prices in paise). */
export type PaymentSnapshotLine = PurchasedLine & {
  /**
   * A t-shirt the shop delivers (Print & Delivery): its order is the shop's. Absent in payments
   * made before orders were split per fulfiller (then the contract's `fulfillerOf` decides).
   */
  deliveredByShop?: boolean;
  /** Cart line this came from (removed from the server cart when the order is made). */
  cartItemId: string | null;
};

export type PaymentSnapshot = {
  lines: PaymentSnapshotLine[];
  /** As checked by the contract's deliveryDetailsSchema; the orders copy it (no schema import: orders.ts imports this file). */
  delivery: DeliveryDetailsInput;
  totalPaise: number;
  deliveryPaise: number;
  advancePaise: number;
  remainingPaise: number;
  partial: boolean;
  /** The address the payment was started from: unpaid stock holds are capped per address too (docs/decisions/0012). */
  clientIp?: string | null;
  /** The campus drop this payment joins (docs/decisions/0049); absent for any other payment. */
  dropId?: string | null;
};

/**
 * One payment attempt. Created with the server's amount and a snapshot of what it buys; accessory
 * stock is taken at creation (`stockReserved`) and given back once if it fails or expires.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    merchantOrderId: text('merchant_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    state: text('state').notNull().default('PENDING'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    snapshot: jsonb('snapshot').$type<PaymentSnapshot>().notNull(),
    providerOrderId: text('provider_order_id'),
    providerTransactionId: text('provider_transaction_id'),
    stockReserved: boolean('stock_reserved').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('payments_merchant_order_id').on(t.merchantOrderId),
    index('payments_user').on(t.userId, t.createdAt.desc()),
    index('payments_pending')
      .on(t.createdAt)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);

/**
 * The built-in payment simulator's own records: it stands in for an outside provider, so it
 * keeps its state apart from `payments` (and in the database, so a restart loses nothing).
 */
export const simulatorPayments = pgTable('simulator_payments', {
  merchantOrderId: text('merchant_order_id').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  state: text('state').notNull().default('PENDING'),
  transactionId: text('transaction_id').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  merchantName: text('merchant_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

export type PaymentRow = typeof payments.$inferSelect;

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

/** The simulator's own record of the refunds it was asked for (it stands in for a provider). */
export const simulatorRefunds = pgTable('simulator_refunds', {
  merchantRefundId: text('merchant_refund_id').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  state: text('state').notNull().default('COMPLETED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RefundRow = typeof refunds.$inferSelect;
