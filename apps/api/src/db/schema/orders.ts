import type { DeliveryDetailsInput, DeliveryZone } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accessories } from './accessories';
import { designs } from './designs';
import { payments } from './payments';
import { users } from './users';

// Owned by modules/orders: orders and their lines, made once per completed payment and fulfiller.

/** Where an order goes: the payment's delivery details, as the contract's schema checked them. */
export type DeliveryDetails = DeliveryDetailsInput;

export type StatusHistoryEntry = {
  status: string;
  timestamp: string;
  remark: string;
  updatedBy: string | null;
};

/**
 * A paid order: one per fulfiller of a payment (unique payment_id + fulfiller_id, nulls equal), so
 * a payment makes its orders exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The payment's merchant order id: every order of one payment carries it. */
    merchantOrderId: text('merchant_order_id').notNull(),
    /** Who ships it: a seller (Self Service t-shirts, accessories) or null for the shop. */
    fulfillerId: uuid('fulfiller_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryDetails: jsonb('delivery_details').$type<DeliveryDetails>().notNull(),
    // bigint: an order can pass 2^31 paise (docs/decisions/0033); read as a JS number.
    totalAmountPaise: bigint('total_amount_paise', { mode: 'number' }).notNull(),
    deliveryAmountPaise: bigint('delivery_amount_paise', { mode: 'number' }).notNull(),
    advanceAmountPaise: bigint('advance_amount_paise', { mode: 'number' }).notNull(),
    remainingAmountPaise: bigint('remaining_amount_paise', { mode: 'number' }).notNull(),
    partialPayment: boolean('partial_payment').notNull(),
    paymentMethod: text('payment_method').notNull(),
    transactionId: text('transaction_id'),
    status: text('status').notNull().default('pending'),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull(),
    expectedDeliveryDate: timestamp('expected_delivery_date', { withTimezone: true }).notNull(),
    /**
     * The parcel as it was priced (docs/decisions/0066): its zone, the PIN it is collected from,
     * its weight and the delivery window promised at checkout (India's calendar). Null on orders
     * placed before zone pricing.
     */
    deliveryZone: text('delivery_zone').$type<DeliveryZone>(),
    pickupPinCode: text('pickup_pin_code'),
    parcelWeightGrams: integer('parcel_weight_grams'),
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryTo: date('delivery_to', { mode: 'string' }),
    remark: text('remark'),
    /** Recorded when it is shipped (docs/decisions/0048). */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The balance of an advance, collected at delivery: once (null until then). */
    balanceCollectedPaise: bigint('balance_collected_paise', { mode: 'number' }),
    balanceMethod: text('balance_method'),
    balanceCollectedAt: timestamp('balance_collected_at', { withTimezone: true }),
    /**
     * What received returns took off the balance still due at the door (docs/decisions/0058): the
     * buyer owes `remaining_amount_paise - balance_credited_paise`, nothing once every unit is back.
     */
    balanceCreditedPaise: bigint('balance_credited_paise', { mode: 'number' }).notNull().default(0),
    /**
     * The campus drop it joined (docs/decisions/0049): held `pending` until the drop closes. No
     * foreign key: the drops table is another module's.
     */
    dropId: uuid('drop_id'),
    /** When it was delivered: the return window and the review reminder count from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The order an approved size exchange replaces (docs/decisions/0052): a replacement is a ₹0
     * order on the original's payment, so it is left out of the one-order-per-fulfiller rule.
     */
    replacesOrderId: uuid('replaces_order_id'),
    balanceCollectedBy: uuid('balance_collected_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // One order per payment and fulfiller (nulls equal: the shop); replacements stand outside it.
    uniqueIndex('orders_payment_fulfiller')
      .on(
        t.paymentId,
        sql`coalesce(${t.fulfillerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.replacesOrderId} is null`),
    index('orders_replaces')
      .on(t.replacesOrderId)
      .where(sql`${t.replacesOrderId} is not null`),
    // The review reminder finds orders delivered a few days ago.
    index('orders_delivered')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
    index('orders_merchant_order_id').on(t.merchantOrderId),
    index('orders_fulfiller').on(t.fulfillerId, t.createdAt.desc()),
    index('orders_user').on(t.userId, t.createdAt.desc()),
    index('orders_status').on(t.status, t.createdAt.desc()),
    // The admin list (newest first, 100,000 orders): paging, amount filters and name search.
    index('orders_newest').on(t.createdAt.desc(), t.id),
    index('orders_total').on(t.totalAmountPaise),
    // The closing job reads a drop's orders.
    index('orders_drop')
      .on(t.dropId)
      .where(sql`${t.dropId} is not null`),
    index('orders_customer_name').on(sql`lower(${t.deliveryDetails}->>'fullName')`),
  ],
);

/** The lines of an order, each with its seller, so a seller's orders are one indexed read. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productType: text('product_type').notNull(),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    accessoryId: uuid('accessory_id').references(() => accessories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    imageKey: text('image_key'),
    size: text('size'),
    color: text('color'),
    quantity: integer('quantity').notNull(),
    wantsCustomization: boolean('wants_customization').notNull(),
    customName: text('custom_name').notNull().default(''),
    customizableParts: jsonb('customizable_parts').$type<string[]>().notNull().default([]),
    basePricePaise: integer('base_price_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    deliveryPricePaise: integer('delivery_price_paise').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_items_order').on(t.orderId, t.position),
    index('order_items_seller').on(t.sellerId, t.orderId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
