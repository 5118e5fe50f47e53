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
import { accessories } from './accessories';
import { designs } from './designs';
import { orders } from './orders';
import { users } from './users';

// Owned by modules/reviews: reviews from verified buyers and the reminders to write them
// (docs/decisions/0052).

/**
 * A review of one product of one delivered order, by its buyer: at most one per buyer and product,
 * whichever order it came from (the unique indexes below: a second is a 409). New reviews wait `pending` for an admin; only
 * `approved` ones are shown and counted in the product's `rating` and `review_count`.
 */
export const reviews = pgTable(
  'reviews',
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
    /** 'tshirt' or 'accessory' (contract PRODUCT_TYPES); exactly one of the two ids is set. */
    productType: text('product_type').notNull(),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'cascade' }),
    accessoryId: uuid('accessory_id').references(() => accessories.id, { onDelete: 'cascade' }),
    /** The product's seller when it was written: who may reply. */
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** Upload keys (category `reviews`), at most three. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    /** The buyer's first name as shown ("Verified purchase"), kept so no read joins users. */
    authorName: text('author_name').notNull(),
    status: text('status').notNull().default('pending'),
    /** An admin's reason for a rejection. */
    moderationReason: text('moderation_reason'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The seller's one answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_purchase').on(
      t.orderId,
      t.productType,
      sql`coalesce(${t.designId}, ${t.accessoryId})`,
    ),
    // One review per buyer per product, whichever order it came from (decision 0056).
    uniqueIndex('reviews_buyer_product').on(
      t.userId,
      t.productType,
      sql`coalesce(${t.designId}, ${t.accessoryId})`,
    ),
    // A product's approved reviews, newest first; the admin tab by status.
    index('reviews_design')
      .on(t.designId, t.status, t.createdAt.desc())
      .where(sql`${t.designId} is not null`),
    index('reviews_accessory')
      .on(t.accessoryId, t.status, t.createdAt.desc())
      .where(sql`${t.accessoryId} is not null`),
    index('reviews_status').on(t.status, t.createdAt.desc()),
    index('reviews_user').on(t.userId),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'reviews_one_product',
      sql`(${t.productType} = 'tshirt' and ${t.designId} is not null and ${t.accessoryId} is null) or (${t.productType} = 'accessory' and ${t.accessoryId} is not null and ${t.designId} is null)`,
    ),
  ],
);

/** The one reminder to review a delivered order (its row is the "once"). */
export const reviewReminders = pgTable('review_reminders', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReviewRow = typeof reviews.$inferSelect;
