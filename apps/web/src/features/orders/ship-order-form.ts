import { KNOWN_COURIERS, shipmentErrors } from '@campus-threads/contract';
import { fieldErrorsResolver, type FieldErrorTexts } from '@/components/form';
import { isApiRequestError } from '@/lib/api-errors';

/**
 * The Ship order form (docs/decisions/0048: `shipped` needs a courier and a tracking number): a
 * courier picked from the couriers the shop knows, or "Other" and typed in, checked by the
 * contract's `shipmentErrors`, the same rule the server applies.
 */

/** The select's value for a courier the shop does not know (its name is typed in). */
export const OTHER_COURIER = 'other';

export const COURIER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'Choose a courier' },
  ...KNOWN_COURIERS.map((courier) => ({ value: courier.name, label: courier.name })),
  { value: OTHER_COURIER, label: 'Other' },
];

export type ShipOrderValues = {
  /** A known courier's name, OTHER_COURIER, or '' before one is chosen. */
  courier: string;
  otherCourier: string;
  trackingNumber: string;
  remark: string;
};

/** What the status change sends with `shipped`: PATCH /api/orders/{id}/status. */
export type ShipmentDetails = { courier: string; trackingNumber: string; remark: string };

export const EMPTY_SHIP_ORDER: ShipOrderValues = {
  courier: '',
  otherCourier: '',
  trackingNumber: '',
  remark: '',
};

/** The field that holds the courier's name: the select, or the box typed into after "Other". */
export function courierField(values: Pick<ShipOrderValues, 'courier'>): keyof ShipOrderValues {
  return values.courier === OTHER_COURIER ? 'otherCourier' : 'courier';
}

/** The courier as it is sent: the chosen name, or the typed one. */
export function chosenCourier(values: Pick<ShipOrderValues, 'courier' | 'otherCourier'>): string {
  return (values.courier === OTHER_COURIER ? values.otherCourier : values.courier).trim();
}

/** The contract's shipment check on the form's fields; the trimmed details when it passes. */
export function checkShipOrder(values: ShipOrderValues): {
  errors: FieldErrorTexts;
  data: ShipmentDetails | null;
} {
  const courier = chosenCourier(values);
  const trackingNumber = values.trackingNumber.trim();
  const problems = shipmentErrors({ courier, trackingNumber });
  const errors: FieldErrorTexts = {
    [courierField(values)]: problems.courier,
    trackingNumber: problems.trackingNumber,
  };
  if (problems.courier || problems.trackingNumber) return { errors, data: null };
  return { errors: {}, data: { courier, trackingNumber, remark: values.remark.trim() } };
}

export const shipOrderResolver = fieldErrorsResolver<ShipOrderValues, ShipmentDetails>(
  checkShipOrder,
);

/**
 * The server's 422 field errors on the form's fields (its `courier` is the select or the typed
 * box, whichever holds the name); errors of other fields are left for the dialog's own message.
 */
export function serverShipmentErrors(
  error: unknown,
  values: Pick<ShipOrderValues, 'courier'>,
): { name: keyof ShipOrderValues; message: string }[] {
  if (!isApiRequestError(error)) return [];
  const names: Record<string, keyof ShipOrderValues> = {
    courier: courierField(values),
    trackingNumber: 'trackingNumber',
    remark: 'remark',
  };
  return error.fieldErrors.flatMap((e) => {
    const name = names[e.field];
    return name ? [{ name, message: e.message }] : [];
  });
}
