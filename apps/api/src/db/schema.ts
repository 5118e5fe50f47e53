import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** Fixed-window counters shared by every API process (failed logins, registrations, ...). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/** Stored shapes inside JSON columns; money in integer paise, images as storage keys. */
export type StoredColorVariant = { color: string; hex: string; images: string[] };
export type StoredColorPrice = { color: string; pricePaise: number; discountPricePaise: number | null };
export type StoredColorDiscount = { color: string; discountPricePaise: number };
export type StoredDeliveryConfig = {
  allowCustomDeliveryDays: boolean;
  customDeliveryDays: number | null;
  defaultDeliveryDays: number;
};

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * T-shirt designs. Filters and sorts read plain columns (indexed below); the colour data the
 * product page needs rides along as JSON so a page of results is one query.
 */
export const designs = pgTable(
  'designs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    saleEndTime: timestamp('sale_end_time', { withTimezone: true }),
    deliveryPricePaise: integer('delivery_price_paise').notNull().default(0),
    /**
     * What a shopper pays now for the default colour (DECISIONS #20), kept current on every write
     * and by the job that ends sales, so price sorts use an index instead of computing per row.
     */
    sortPricePaise: integer('sort_price_paise').notNull(),
    /** When a timed sale sets sort_price_paise, its end: the job that ends sales (server.ts) re-prices the row then. */
    sortPriceExpiresAt: timestamp('sort_price_expires_at', { withTimezone: true }),
    colorVariants: jsonb('color_variants').$type<StoredColorVariant[]>().notNull().default([]),
    colorPrices: jsonb('color_prices').$type<StoredColorPrice[]>().notNull().default([]),
    colorDiscounts: jsonb('color_discounts').$type<StoredColorDiscount[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<string[]>().notNull().default(['S', 'M', 'L', 'XL', 'XXL']),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    targetAudience: text('target_audience'),
    hostelName: text('hostel_name'),
    universityName: text('university_name'),
    departmentName: text('department_name'),
    eventName: text('event_name'),
    customizable: boolean('customizable').notNull().default(false),
    customizableParts: jsonb('customizable_parts').$type<string[]>().notNull().default([]),
    allowPartialPayment: boolean('allow_partial_payment').notNull().default(false),
    deliveryConfig: jsonb('delivery_config')
      .$type<StoredDeliveryConfig>()
      .notNull()
      .default({ allowCustomDeliveryDays: false, customDeliveryDays: null, defaultDeliveryDays: 10 }),
    printWithPlatform: boolean('print_with_platform').notNull().default(true),
    deliverWithPlatform: boolean('deliver_with_platform').notNull().default(true),
    proofFileKey: text('proof_file_key'),
    status: text('status').notNull().default('pending'),
    adminRemarks: text('admin_remarks'),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(sub_category, '') || ' ' || coalesce(hostel_name, '') || ' ' || coalesce(university_name, '') || ' ' || coalesce(department_name, '') || ' ' || coalesce(event_name, '') || ' ' || category), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('designs_listing_newest').on(t.status, t.category, t.targetAudience, t.createdAt.desc().nullsFirst(), t.id),
    index('designs_listing_price').on(t.status, t.category, t.targetAudience, t.sortPricePaise, t.id),
    index('designs_listing_subcategory').on(t.status, t.category, t.subCategory, t.createdAt.desc().nullsFirst()),
    index('designs_status_newest').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('designs_hostel').on(sql`lower(${t.hostelName})`),
    index('designs_university').on(sql`lower(${t.universityName})`),
    index('designs_department').on(sql`lower(${t.departmentName})`),
    index('designs_event').on(sql`lower(${t.eventName})`),
    index('designs_seller').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('designs_sort_price_expiry').on(t.sortPriceExpiresAt).where(sql`${t.sortPriceExpiresAt} is not null`),
    index('designs_search').using('gin', t.searchVector),
  ],
);

/** Accessories: sold from stock, so stock is a column the order path locks and decrements. */
export const accessories = pgTable(
  'accessories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    /** Price after the discount rule (valid only when > 0, below the price and at most 99% off). */
    currentPricePaise: integer('current_price_paise')
      .notNull()
      .generatedAlwaysAs(
        sql`case when discount_price_paise > 0 and discount_price_paise < price_paise and discount_price_paise * 100 >= price_paise then discount_price_paise else price_paise end`,
      ),
    deliveryPricePaise: integer('delivery_price_paise').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    status: text('status').notNull().default('active'),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    universityName: text('university_name'),
    departmentName: text('department_name'),
    isAllDepartments: boolean('is_all_departments').notNull().default(false),
    isTechnical: boolean('is_technical').notNull().default(false),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', category || ' ' || coalesce(sub_category, '') || ' ' || coalesce(university_name, '') || ' ' || coalesce(department_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('accessories_status_newest').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('accessories_category').on(t.status, t.category, t.createdAt.desc().nullsFirst()),
    index('accessories_university').on(sql`lower(${t.universityName})`),
    index('accessories_department').on(sql`lower(${t.departmentName})`),
    index('accessories_technical').on(t.status, t.isTechnical, t.createdAt.desc().nullsFirst()),
    index('accessories_seller').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('accessories_search').using('gin', t.searchVector),
  ],
);

/**
 * A signed-in shopper's cart. Lines keep the choice (product, size, colour, quantity, name),
 * never a price: every read prices them from the catalogue. One line per distinct choice.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    // No foreign keys: a line outlives its product, to say 'This item is no longer available'.
    designId: uuid('design_id'),
    accessoryId: uuid('accessory_id'),
    size: text('size'),
    color: text('color'),
    quantity: integer('quantity').notNull(),
    wantsCustomization: boolean('wants_customization').notNull().default(false),
    customName: text('custom_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('cart_items_user').on(t.userId, t.createdAt),
    // Adding the same choice again adds to its quantity (NULLS NOT DISTINCT: accessories have no size).
    unique('cart_items_choice')
      .on(t.userId, t.productType, t.designId, t.accessoryId, t.size, t.color, t.wantsCustomization, t.customName)
      .nullsNotDistinct(),
  ],
);

/** Wishlist kept on the account so it follows the shopper (DECISIONS #14). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    productId: uuid('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productType, t.productId] })],
);

/** What a payment will buy, frozen when it is created (prices in paise). */
export type PaymentSnapshotLine = {
  productType: 'tshirt' | 'accessory';
  designId: string | null;
  accessoryId: string | null;
  sellerId: string;
  title: string;
  imageKey: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  wantsCustomization: boolean;
  customName: string;
  customizableParts: string[];
  basePricePaise: number;
  unitPricePaise: number;
  deliveryPricePaise: number;
  /** Cart line this came from (removed from the server cart when the order is made). */
  cartItemId: string | null;
};

export type DeliveryDetails = {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  pinCode: string;
  district: string;
  state: string;
};

export type PaymentSnapshot = {
  lines: PaymentSnapshotLine[];
  delivery: DeliveryDetails;
  totalPaise: number;
  deliveryPaise: number;
  advancePaise: number;
  remainingPaise: number;
  partial: boolean;
};

/**
 * One payment attempt. Created with the server's amount and a snapshot of what it buys; accessory
 * stock is taken at creation (`stockReserved`) and given back once if it fails or expires.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    merchantOrderId: text('merchant_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    state: text('state').notNull().default('PENDING'),
    amountPaise: integer('amount_paise').notNull(),
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
    index('payments_pending').on(t.createdAt).where(sql`${t.state} = 'PENDING'`),
  ],
);

export type StatusHistoryEntry = { status: string; timestamp: string; remark: string; updatedBy: string | null };

/** A paid order: made exactly once per payment (unique payment_id). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    merchantOrderId: text('merchant_order_id').notNull(),
    deliveryDetails: jsonb('delivery_details').$type<DeliveryDetails>().notNull(),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    deliveryAmountPaise: integer('delivery_amount_paise').notNull(),
    advanceAmountPaise: integer('advance_amount_paise').notNull(),
    remainingAmountPaise: integer('remaining_amount_paise').notNull(),
    partialPayment: boolean('partial_payment').notNull(),
    paymentMethod: text('payment_method').notNull(),
    transactionId: text('transaction_id'),
    status: text('status').notNull().default('pending'),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull(),
    expectedDeliveryDate: timestamp('expected_delivery_date', { withTimezone: true }).notNull(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('orders_payment').on(t.paymentId),
    uniqueIndex('orders_merchant_order_id').on(t.merchantOrderId),
    index('orders_user').on(t.userId, t.createdAt.desc()),
    index('orders_status').on(t.status, t.createdAt.desc()),
  ],
);

/** The lines of an order, each with its seller, so a seller's orders are one indexed read. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
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
  (t) => [index('order_items_order').on(t.orderId, t.position), index('order_items_seller').on(t.sellerId, t.orderId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    productInfo: jsonb('product_info').$type<{ name: string; imageKey: string | null } | null>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.createdAt.desc()),
    index('notifications_unread').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

/**
 * The built-in payment simulator's own records: it stands in for an outside provider, so it
 * keeps its state apart from `payments` (and in the database, so a restart loses nothing).
 */
export const simulatorPayments = pgTable('simulator_payments', {
  merchantOrderId: text('merchant_order_id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  state: text('state').notNull().default('PENDING'),
  transactionId: text('transaction_id').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  merchantName: text('merchant_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

export type DesignRow = typeof designs.$inferSelect;
export type NewDesignRow = typeof designs.$inferInsert;
export type AccessoryRow = typeof accessories.$inferSelect;
export type NewAccessoryRow = typeof accessories.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type CartItemRow = typeof cartItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
