import type { DeliveryDetailsInput, DeliveryZone } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
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
  /**
   * Each fulfiller's parcel as it was priced (docs/decisions/0066): the orders keep its zone,
   * pickup, weight and delivery window. Absent in payments made before zone pricing.
   */
  parcels?: PaymentSnapshotParcel[];
};

export type PaymentSnapshotParcel = {
  fulfillerId: string | null;
  zone: DeliveryZone;
  pickupPinCode: string;
  weightGrams: number;
  chargePaise: number;
  from: string;
  to: string;
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

/** The simulator's own record of the refunds it was asked for (it stands in for a provider). */
export const simulatorRefunds = pgTable('simulator_refunds', {
  merchantRefundId: text('merchant_refund_id').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  state: text('state').notNull().default('COMPLETED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
