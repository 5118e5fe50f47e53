import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from '../tsvector';
import { users } from './users';

// Owned by modules/designs: the t-shirt designs, their prices and review status.

/** Stored shapes inside JSON columns; money in integer paise, images as storage keys. */
export type StoredColorVariant = { color: string; hex: string; images: string[] };
export type StoredColorPrice = {
  color: string;
  pricePaise: number;
  discountPricePaise: number | null;
};
export type StoredColorDiscount = { color: string; discountPricePaise: number };
export type StoredDeliveryConfig = {
  allowCustomDeliveryDays: boolean;
  customDeliveryDays: number | null;
  defaultDeliveryDays: number;
};

/**
 * T-shirt designs. Filters and sorts read plain columns (indexed below); the colour data the
 * product page needs rides along as JSON so a page of results is one query.
 */
export const designs = pgTable(
  'designs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    saleEndTime: timestamp('sale_end_time', { withTimezone: true }),
    /**
     * The delivery price set before zone pricing (docs/decisions/0066): kept, no longer charged.
     */
    deliveryPricePaise: integer('delivery_price_paise').notNull().default(0),
    /**
     * What a shopper pays now for the default colour, kept current on every write
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
    deliveryConfig: jsonb('delivery_config').$type<StoredDeliveryConfig>().notNull().default({
      allowCustomDeliveryDays: false,
      customDeliveryDays: null,
      defaultDeliveryDays: 10,
    }),
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
    index('designs_listing_newest').on(
      t.status,
      t.category,
      t.targetAudience,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('designs_listing_price').on(
      t.status,
      t.category,
      t.targetAudience,
      t.sortPricePaise,
      t.id,
    ),
    index('designs_listing_rating').on(
      t.status,
      t.category,
      t.targetAudience,
      t.rating.desc(),
      t.reviewCount.desc(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('designs_listing_subcategory').on(
      t.status,
      t.category,
      t.subCategory,
      t.createdAt.desc().nullsFirst(),
    ),
    index('designs_status_newest').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('designs_hostel').on(sql`lower(${t.hostelName})`),
    index('designs_university').on(sql`lower(${t.universityName})`),
    index('designs_department').on(sql`lower(${t.departmentName})`),
    index('designs_event').on(sql`lower(${t.eventName})`),
    index('designs_seller').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('designs_sort_price_expiry')
      .on(t.sortPriceExpiresAt)
      .where(sql`${t.sortPriceExpiresAt} is not null`),
    index('designs_search').using('gin', t.searchVector),
  ],
);

export type DesignRow = typeof designs.$inferSelect;
export type NewDesignRow = typeof designs.$inferInsert;
