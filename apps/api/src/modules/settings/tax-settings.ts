import {
  gstinProblem,
  gstRateSettingsOf,
  gstRulesOf,
  type GstRateSettings,
  type GstRules,
  type ShopTaxDetails,
  type SiteSettingsUpdate,
} from '@campus-threads/contract';
import type { SiteSettingsRow } from '../../db/schema/settings';
import { AppError } from '../../lib/errors';

/**
 * The invoice settings of the one settings row (docs/decisions/0050): the shop's legal name,
 * address, state and GSTIN (null columns: the server's SHOP_* settings, until an admin saves
 * them) and the GST rates (`gst_rules`).
 */

/** The fields of a save that are invoice settings. */
const TAX_KEYS = [
  'shopLegalName',
  'shopAddress',
  'shopState',
  'shopGstin',
  'apparelGstThreshold',
  'apparelGstLowPercent',
  'apparelGstHighPercent',
  'accessoryTaxClasses',
  'otherAccessoryHsn',
  'otherAccessoryGstPercent',
] as const satisfies readonly (keyof SiteSettingsUpdate)[];

type TaxKey = (typeof TAX_KEYS)[number];
export type TaxSettingsUpdate = Pick<SiteSettingsUpdate, TaxKey>;

/** The invoice settings of a save, and the rest. */
export function splitTaxSettings(input: SiteSettingsUpdate): {
  tax: TaxSettingsUpdate;
  rest: Omit<SiteSettingsUpdate, TaxKey>;
} {
  const tax: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((TAX_KEYS as readonly string[]).includes(key)) tax[key] = value;
    else rest[key] = value;
  }
  return {
    tax: tax as TaxSettingsUpdate,
    rest: rest as Omit<SiteSettingsUpdate, TaxKey>,
  };
}

/** The shop as invoices name it: the saved details, or the server's defaults where none. */
export function shopDetailsOf(
  row: Pick<SiteSettingsRow, 'shopLegalName' | 'shopAddress' | 'shopState' | 'shopGstin'>,
  defaults: ShopTaxDetails,
): ShopTaxDetails {
  return {
    legalName: row.shopLegalName ?? defaults.legalName,
    address: row.shopAddress ?? defaults.address,
    state: row.shopState ?? defaults.state,
    gstin: row.shopGstin ?? defaults.gstin,
  };
}

/** The columns a save writes: what it gives, over what is saved (or the defaults). */
export function taxColumnsOf(
  tax: TaxSettingsUpdate,
  before: SiteSettingsRow,
  defaults: ShopTaxDetails,
): Pick<SiteSettingsRow, 'shopLegalName' | 'shopAddress' | 'shopState' | 'shopGstin'> & {
  gstRules: GstRules;
} {
  const shop = shopDetailsOf(before, defaults);
  const columns = {
    shopLegalName: tax.shopLegalName ?? before.shopLegalName,
    shopAddress: tax.shopAddress ?? before.shopAddress,
    shopState: tax.shopState ?? before.shopState,
    shopGstin: tax.shopGstin ?? before.shopGstin,
    gstRules: gstRulesOf(tax as Partial<GstRateSettings>, before.gstRules),
  };
  // The GSTIN's state code and the shop's state must agree, whichever of the two the save changed.
  const gstin = columns.shopGstin ?? shop.gstin;
  const problem = gstin ? gstinProblem(gstin, columns.shopState ?? shop.state) : null;
  if (problem)
    throw new AppError('VALIDATION', problem, [{ field: 'shopGstin', message: problem }]);
  return columns;
}

/** The invoice settings as `GET /api/admin/settings` shows them. */
export function taxSettingsReplyOf(row: SiteSettingsRow, defaults: ShopTaxDetails) {
  const shop = shopDetailsOf(row, defaults);
  return {
    shopLegalName: shop.legalName,
    shopAddress: shop.address,
    shopState: shop.state,
    shopGstin: shop.gstin,
    ...gstRateSettingsOf(row.gstRules),
  };
}
