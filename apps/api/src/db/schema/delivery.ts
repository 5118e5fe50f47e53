import type { DeliveryCoverage, DeliveryRateCard } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Owned by modules/delivery: where the shop delivers, its rate card, and sellers' pickup addresses.

/** The shop's delivery settings: one row, made with the defaults on first read. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    coverage: text('coverage').$type<DeliveryCoverage>().notNull(),
    /** Where the shop's own parcels are collected (Print & Delivery). */
    pickupPinCode: text('pickup_pin_code').notNull(),
    rateCard: jsonb('rate_card').$type<DeliveryRateCard>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_settings_single_row', sql`${t.id} = 1`)],
);

/** Where a Self Service seller's parcels are collected, checked against the PIN directory. */
export const pickupAddresses = pgTable('pickup_addresses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  pinCode: text('pin_code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PickupAddressRow = typeof pickupAddresses.$inferSelect;
