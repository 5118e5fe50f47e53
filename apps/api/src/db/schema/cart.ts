import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Owned by modules/cart.

/**
 * A signed-in shopper's cart. Lines keep the choice (product, size, colour, quantity, name),
 * never a price: every read prices them from the catalogue. One line per distinct choice.
 * The product's title and picture are kept only to name a line whose product is gone.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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
    /** The product's name and first picture when added: a line whose product was deleted shows them. */
    productTitle: text('product_title').notNull().default(''),
    productImageKey: text('product_image_key'),
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
      .on(
        t.userId,
        t.productType,
        t.designId,
        t.accessoryId,
        t.size,
        t.color,
        t.wantsCustomization,
        t.customName,
      )
      .nullsNotDistinct(),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
