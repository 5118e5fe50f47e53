import { ACCESSORY_LIMITS } from '../accessory-form';
import { basisPointsToPercent, percentToBasisPoints } from '../earnings';
import type { GstRules } from '../gst';
import { toPaise, toRupees } from '../money';

/**
 * The invoice settings on /admin/settings (docs/decisions/0050): the shop as its tax
 * invoices name it (legal name, address, state, GSTIN; the server's SHOP_* settings until an
 * admin saves them) and the GST rates (the apparel slab, an HSN code and rate per accessory
 * category). Rates are percentages here and basis points in `GstRules`; the threshold is rupees
 * here and paise there. The zod schema is tax-settings-schema.ts.
 */

export const TAX_SETTINGS_LIMITS = {
  legalNameMax: 120,
  addressMax: 300,
  categoryMax: ACCESSORY_LIMITS.categoryMax,
  accessoryClassesMax: 50,
  /** The highest GST rate in the law (40% from 22 Sep 2025), as a ceiling for typing mistakes. */
  ratePercentMax: 40,
  /** Rupees. */
  thresholdMax: 1_000_000,
} as const;

const L = TAX_SETTINGS_LIMITS;

export const TAX_SETTINGS_MESSAGES = {
  legalNameRequired: 'Legal name is required',
  legalNameMax: `Legal name must be at most ${L.legalNameMax} characters`,
  addressRequired: 'Address is required',
  addressMax: `Address must be at most ${L.addressMax} characters`,
  stateRequired: 'Choose the state the shop is registered in',
  thresholdInvalid: `The slab must be an amount from ₹1 to ₹${L.thresholdMax.toLocaleString('en-IN')}, with at most two decimals`,
  rateInvalid: `A GST rate is a percentage from 0 to ${L.ratePercentMax}, with at most two decimals`,
  hsnInvalid: 'An HSN code is 4, 6 or 8 digits',
  categoryRequired: 'Name the category',
  categoryMax: `A category must be at most ${L.categoryMax} characters`,
  categoryDuplicate: (category: string) => `"${category}" is listed twice`,
  classesMax: `At most ${L.accessoryClassesMax} accessory categories`,
  /** Under the GSTIN field while it is empty (decision 0060). */
  gstinMissing:
    'Not registered: until you set a GSTIN, each paid order gets a bill of supply, which charges no GST.',
  /** Beside the GSTIN once set. */
  gstinSet: 'Paid orders get a tax invoice with GST under this GSTIN.',
} as const;

/** An accessory category's HSN code and GST rate as the admin edits them. */
export type AccessoryTaxClassSetting = { category: string; hsn: string; gstPercent: number };

/** The GST rates as the settings form and its JSON carry them (percent, rupees). */
export type GstRateSettings = {
  apparelGstThreshold: number;
  apparelGstLowPercent: number;
  apparelGstHighPercent: number;
  accessoryTaxClasses: AccessoryTaxClassSetting[];
  otherAccessoryHsn: string;
  otherAccessoryGstPercent: number;
};

/** The shop as its invoices name it. */
export type ShopTaxDetails = { legalName: string; address: string; state: string; gstin: string };

export function gstRateSettingsOf(rules: GstRules): GstRateSettings {
  return {
    apparelGstThreshold: toRupees(rules.apparelThresholdPaise),
    apparelGstLowPercent: basisPointsToPercent(rules.apparelLowRateBasisPoints),
    apparelGstHighPercent: basisPointsToPercent(rules.apparelHighRateBasisPoints),
    accessoryTaxClasses: rules.accessories.map((c) => ({
      category: c.category,
      hsn: c.hsn,
      gstPercent: basisPointsToPercent(c.rateBasisPoints),
    })),
    otherAccessoryHsn: rules.otherAccessory.hsn,
    otherAccessoryGstPercent: basisPointsToPercent(rules.otherAccessory.rateBasisPoints),
  };
}

/** The rates a save gives, over the saved ones for any left out. */
export function gstRulesOf(settings: Partial<GstRateSettings>, saved: GstRules): GstRules {
  const bp = (percent: number | undefined, fallback: number) =>
    percent === undefined ? fallback : percentToBasisPoints(percent);
  return {
    apparelThresholdPaise:
      settings.apparelGstThreshold === undefined
        ? saved.apparelThresholdPaise
        : toPaise(settings.apparelGstThreshold),
    apparelLowRateBasisPoints: bp(settings.apparelGstLowPercent, saved.apparelLowRateBasisPoints),
    apparelHighRateBasisPoints: bp(
      settings.apparelGstHighPercent,
      saved.apparelHighRateBasisPoints,
    ),
    accessories:
      settings.accessoryTaxClasses === undefined
        ? saved.accessories
        : settings.accessoryTaxClasses.map((c) => ({
            category: c.category,
            hsn: c.hsn,
            rateBasisPoints: percentToBasisPoints(c.gstPercent),
          })),
    otherAccessory: {
      hsn: settings.otherAccessoryHsn ?? saved.otherAccessory.hsn,
      rateBasisPoints: bp(settings.otherAccessoryGstPercent, saved.otherAccessory.rateBasisPoints),
    },
  };
}
