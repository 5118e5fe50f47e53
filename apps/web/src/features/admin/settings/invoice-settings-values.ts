import type { AdminSiteSettings, SiteSettingsUpdateBody } from '@campus-threads/contract';

/** An accessory category's HSN code and GST rate, as typed. */
export type AccessoryTaxClassRow = { category: string; hsn: string; gstPercent: string };

/**
 * The invoice settings of the settings form (docs/decisions/0050): the shop as its tax invoices
 * name it and the GST rates, as typed (numbers as text until saved).
 */
export type InvoiceSettingsFormValues = {
  shopLegalName: string;
  shopAddress: string;
  shopState: string;
  shopGstin: string;
  /** Rupees: the apparel slab's taxable value per piece. */
  apparelGstThreshold: string;
  apparelGstLowPercent: string;
  apparelGstHighPercent: string;
  accessoryTaxClasses: AccessoryTaxClassRow[];
  otherAccessoryHsn: string;
  otherAccessoryGstPercent: string;
};

export function invoiceSettingsToFormValues(
  settings: AdminSiteSettings,
): InvoiceSettingsFormValues {
  return {
    shopLegalName: settings.shopLegalName,
    shopAddress: settings.shopAddress,
    shopState: settings.shopState,
    shopGstin: settings.shopGstin,
    apparelGstThreshold: String(settings.apparelGstThreshold),
    apparelGstLowPercent: String(settings.apparelGstLowPercent),
    apparelGstHighPercent: String(settings.apparelGstHighPercent),
    accessoryTaxClasses: settings.accessoryTaxClasses.map((c) => ({
      category: c.category,
      hsn: c.hsn,
      gstPercent: String(c.gstPercent),
    })),
    otherAccessoryHsn: settings.otherAccessoryHsn,
    otherAccessoryGstPercent: String(settings.otherAccessoryGstPercent),
  };
}

/** A number as typed; blank is not a number, so the contract's check names the field. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The invoice settings of a save, for the contract's `siteSettingsUpdateSchema`. */
export function invoiceSettingsBody(
  values: InvoiceSettingsFormValues,
): Required<
  Pick<
    SiteSettingsUpdateBody,
    | 'shopLegalName'
    | 'shopAddress'
    | 'shopState'
    | 'shopGstin'
    | 'apparelGstThreshold'
    | 'apparelGstLowPercent'
    | 'apparelGstHighPercent'
    | 'accessoryTaxClasses'
    | 'otherAccessoryHsn'
    | 'otherAccessoryGstPercent'
  >
> {
  return {
    shopLegalName: values.shopLegalName.trim(),
    shopAddress: values.shopAddress.trim(),
    shopState: values.shopState,
    shopGstin: values.shopGstin.trim().toUpperCase(),
    apparelGstThreshold: numberOf(values.apparelGstThreshold),
    apparelGstLowPercent: numberOf(values.apparelGstLowPercent),
    apparelGstHighPercent: numberOf(values.apparelGstHighPercent),
    accessoryTaxClasses: values.accessoryTaxClasses.map((row) => ({
      category: row.category.trim(),
      hsn: row.hsn.trim(),
      gstPercent: numberOf(row.gstPercent),
    })),
    otherAccessoryHsn: values.otherAccessoryHsn.trim(),
    otherAccessoryGstPercent: numberOf(values.otherAccessoryGstPercent),
  };
}
