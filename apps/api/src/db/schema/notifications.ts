import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

// Owned by modules/notifications.

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    productInfo: jsonb('product_info').$type<{
      name: string;
      imageKey: string | null;
      /** A seller's review notice: the product whose reviews it opens (decision 0056). */
      productType?: 'tshirt' | 'accessory';
      productId?: string;
    } | null>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.createdAt.desc()),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
