import {
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_GST_RULES,
  DEFAULT_ROYALTY_PERCENT,
  percentToBasisPoints,
  type GstRules,
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

// Owned by modules/settings: the shop's settings an admin edits, one row.

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
    /**
     * The shop as its tax invoices name it (docs/decisions/0050); null until an admin saves it,
     * meanwhile the server's SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_STATE and SHOP_GSTIN.
     */
    shopLegalName: text('shop_legal_name'),
    shopAddress: text('shop_address'),
    shopState: text('shop_state'),
    shopGstin: text('shop_gstin'),
    /** The GST rates invoices apply: the apparel slab, each accessory category's HSN and rate. */
    gstRules: jsonb('gst_rules').$type<GstRules>().notNull().default(DEFAULT_GST_RULES),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
