import {
  placesFor,
  siteSettingsUpdateSchema,
  type AdminSiteSettings,
  type PinCodePlaces,
  type SiteSettingsUpdateBody,
} from '@campus-threads/contract';
import { fieldErrorsResolver } from '@/components/form';
import {
  invoiceSettingsBody,
  invoiceSettingsToFormValues,
  type InvoiceSettingsFormValues,
} from './invoice-settings-values';

/** The settings form as it is held while edited. */
export type SettingsFormValues = {
  siteName: string;
  siteDescription: string;
  maintenanceMode: boolean;
  /** The platform's commission on a Self Service sale, in percent, as typed. */
  commissionPercent: string;
  /** The designer's royalty share of a Print & Delivery t-shirt's price, in percent, as typed. */
  royaltyPercent: string;
  deliverablePinCodes: string[];
  /** District and state by code (the checkout fills them in). */
  pinCodePlaces: PinCodePlaces;
} & InvoiceSettingsFormValues;

export type SettingsField = keyof SettingsFormValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function settingsToFormValues(settings: AdminSiteSettings): SettingsFormValues {
  return {
    ...invoiceSettingsToFormValues(settings),
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    maintenanceMode: settings.maintenanceMode,
    commissionPercent: String(settings.commissionPercent),
    royaltyPercent: String(settings.royaltyPercent),
    deliverablePinCodes: [...settings.deliverablePinCodes],
    pinCodePlaces: { ...settings.pinCodePlaces },
  };
}

/** The same check the server makes (the contract's schema): the first text per field. */
export function validateSettings(values: SettingsFormValues): SettingsErrors {
  const parsed = siteSettingsUpdateSchema.safeParse(toSettingsBody(values));
  if (parsed.success) return {};
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SettingsField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form's resolver: the check above; the body to save when it passes. */
export const settingsResolver = fieldErrorsResolver<SettingsFormValues, SiteSettingsUpdateBody>(
  (values) => {
    const errors = validateSettings(values);
    return { errors, data: Object.keys(errors).length > 0 ? null : toSettingsBody(values) };
  },
);

/** A percentage as typed; blank is not a number, so the contract's check names the field. */
function percentOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function toSettingsBody(values: SettingsFormValues): SiteSettingsUpdateBody {
  return {
    siteName: values.siteName.trim(),
    siteDescription: values.siteDescription.trim(),
    maintenanceMode: values.maintenanceMode,
    commissionPercent: percentOf(values.commissionPercent),
    royaltyPercent: percentOf(values.royaltyPercent),
    ...invoiceSettingsBody(values),
    deliverablePinCodes: values.deliverablePinCodes,
    // Only the listed codes' places, each trimmed; a place left blank is no place.
    pinCodePlaces: placesFor(
      values.deliverablePinCodes,
      Object.fromEntries(
        Object.entries(values.pinCodePlaces).map(([code, place]) => [
          code,
          { district: place.district.trim(), state: place.state.trim() },
        ]),
      ),
    ),
  };
}

/** Whether the form differs from what is saved (Save is offered only then). */
export function isDirty(values: SettingsFormValues, saved: SettingsFormValues): boolean {
  return JSON.stringify(toSettingsBody(values)) !== JSON.stringify(toSettingsBody(saved));
}
