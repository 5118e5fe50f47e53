import {
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_ROYALTY_PERCENT,
  percentToBasisPoints,
  type PinCodePlaces,
} from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Owned by modules/settings: the shop's settings an admin edits (DECISIONS #12), one row.

export const siteSettings = pgTable(
  'site_settings',
  {
    /** Always 1: the shop has one set of settings. */
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    siteDescription: text('site_description').notNull(),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    deliverablePinCodes: jsonb('deliverable_pin_codes').$type<string[]>().notNull(),
    /** District and state by deliverable PIN code (the checkout fills them in). */
    pinCodePlaces: jsonb('pin_code_places').$type<PinCodePlaces>().notNull().default({}),
    /** The platform's commission on a Self Service sale and the designer's royalty share (docs/decisions/0048). */
    commissionBasisPoints: integer('commission_basis_points')
      .notNull()
      .default(percentToBasisPoints(DEFAULT_COMMISSION_PERCENT)),
    royaltyBasisPoints: integer('royalty_basis_points')
      .notNull()
      .default(percentToBasisPoints(DEFAULT_ROYALTY_PERCENT)),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
