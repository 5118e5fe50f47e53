import {
  DELIVERY_ZONES,
  deliverySettingsSchema,
  type DeliveryCoverage,
  type DeliverySettingsBody,
  type DeliverySettingsReply,
  type DeliveryZone,
} from '@campus-threads/contract';
import { fieldErrorsResolver, type FieldErrorTexts } from '@/components/form';

/** One zone's rates as typed (rupees and days). */
export type ZoneRateValues = {
  firstSlab: string;
  extraSlab: string;
  minDays: string;
  maxDays: string;
};

/** The Delivery card's form while edited: every number as typed, so a blank is seen as blank. */
export type DeliverySettingsValues = {
  coverage: DeliveryCoverage;
  pickupPinCode: string;
  zones: Record<DeliveryZone, ZoneRateValues>;
  /** Empty: never free. */
  freeAbove: string;
};

export function deliverySettingsToValues(settings: DeliverySettingsReply): DeliverySettingsValues {
  return {
    coverage: settings.coverage,
    pickupPinCode: settings.pickupPinCode,
    zones: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => {
        const rate = settings.zones[zone];
        return [
          zone,
          {
            firstSlab: String(rate.firstSlab),
            extraSlab: String(rate.extraSlab),
            minDays: String(rate.minDays),
            maxDays: String(rate.maxDays),
          },
        ];
      }),
    ) as Record<DeliveryZone, ZoneRateValues>,
    freeAbove: settings.freeAbove === null ? '' : String(settings.freeAbove),
  };
}

/** A number as typed; blank is not a number, so the contract's check names the field. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function toDeliverySettingsBody(values: DeliverySettingsValues): DeliverySettingsBody {
  return {
    coverage: values.coverage,
    pickupPinCode: values.pickupPinCode.trim(),
    zones: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => {
        const rate = values.zones[zone];
        return [
          zone,
          {
            firstSlab: numberOf(rate.firstSlab),
            extraSlab: numberOf(rate.extraSlab),
            minDays: numberOf(rate.minDays),
            maxDays: numberOf(rate.maxDays),
          },
        ];
      }),
    ) as DeliverySettingsBody['zones'],
    freeAbove: values.freeAbove.trim() === '' ? null : numberOf(values.freeAbove),
  };
}

/** The server's field names ('zones.city.firstSlab', maybe under 'body.') onto the form's. */
export function deliveryFieldOf(serverField: string): string {
  return serverField.replace(/^body\./, '');
}

/** The same check the server makes (the contract's schema), one text per field. */
export function validateDeliverySettings(values: DeliverySettingsValues): FieldErrorTexts {
  const parsed = deliverySettingsSchema.safeParse(toDeliverySettingsBody(values));
  if (parsed.success) return {};
  const errors: FieldErrorTexts = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

export const deliverySettingsResolver = fieldErrorsResolver<
  DeliverySettingsValues,
  DeliverySettingsBody
>((values) => {
  const errors = validateDeliverySettings(values);
  return {
    errors,
    data: Object.keys(errors).length > 0 ? null : toDeliverySettingsBody(values),
  };
});
