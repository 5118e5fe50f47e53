import { DEFAULT_ACCESSORY_WEIGHT_GRAMS } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

// Owned by modules/accessories: accessories, their prices and stock.

/** Accessories: sold from stock, so stock is a column the order path locks and decrements. */
export const accessories = pgTable(
  'accessories',
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
    /** Price after the discount rule (valid only when > 0, below the price and at most 99% off). */
    currentPricePaise: integer('current_price_paise')
      .notNull()
      .generatedAlwaysAs(
        sql`case when discount_price_paise > 0 and discount_price_paise < price_paise and discount_price_paise * 100 >= price_paise then discount_price_paise else price_paise end`,
      ),
    /**
     * What the seller set as its delivery price before zone pricing (docs/decisions/0066): kept,
     * no longer charged.
     */
    deliveryPricePaise: integer('delivery_price_paise').notNull().default(0),
    /** Its weight packed, for the parcel's slab (docs/decisions/0066). */
    weightGrams: integer('weight_grams').notNull().default(DEFAULT_ACCESSORY_WEIGHT_GRAMS),
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
    /** Average and count of its approved reviews, kept in step by modules/reviews (0052). */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
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
    // The last line behind reserveStock's conditional decrement: no path may sell what is not there.
    check('accessories_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export type AccessoryRow = typeof accessories.$inferSelect;
export type NewAccessoryRow = typeof accessories.$inferInsert;
