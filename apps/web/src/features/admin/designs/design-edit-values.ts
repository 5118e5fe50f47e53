import { parseDesignEdit, type AdminDesign } from '@campus-threads/contract';
import { errorText, type FieldErrors, fieldErrorsResolver } from '@/components/form';
import { editableOf, fromLocalInput, toLocalInput } from './designs';

/** The admin's edit of a design's prices and details, as typed (rupees as text). */
export type DesignEditValues = {
  title: string;
  description: string;
  price: string;
  discountPrice: string;
  saleEndTime: string;
  allowPartialPayment: boolean;
  /** Name personalisation (+₹30 a shirt, CUSTOMIZATION_FEE_PAISE) offered to buyers. */
  customizable: boolean;
  defaultDeliveryDays: string;
  allowCustomDeliveryDays: boolean;
  customDeliveryDays: string;
  colorPrices: Record<string, { price: string; discountPrice: string }>;
};

/**
 * What the edit form changes, in the JSON remark's words (rupees as typed). The old delivery price
 * is not among them: delivery is priced by PIN, and the JSON keeps the design's own value.
 */
export type DesignChanges = ReturnType<typeof changesOf>;

export function editValuesOf(design: AdminDesign): DesignEditValues {
  return {
    title: design.title,
    description: design.description,
    price: String(design.price),
    discountPrice: design.discountPrice ? String(design.discountPrice) : '',
    saleEndTime: toLocalInput(design.saleEndTime),
    allowPartialPayment: design.allowPartialPayment,
    customizable: design.customizable,
    defaultDeliveryDays: String(design.deliveryConfig.defaultDeliveryDays),
    allowCustomDeliveryDays: design.deliveryConfig.allowCustomDeliveryDays,
    customDeliveryDays: design.deliveryConfig.customDeliveryDays
      ? String(design.deliveryConfig.customDeliveryDays)
      : '',
    colorPrices: Object.fromEntries(
      design.colorVariants.map((v) => {
        const own = design.colorPrices.find((c) => c.color === v.color);
        return [
          v.color,
          {
            price: own ? String(own.price) : '',
            discountPrice: own?.discountPrice ? String(own.discountPrice) : '',
          },
        ];
      }),
    ),
  };
}

export function changesOf(form: DesignEditValues) {
  return {
    title: form.title,
    description: form.description,
    price: form.price,
    discountPrice: form.discountPrice,
    saleEndTime: fromLocalInput(form.saleEndTime),
    allowPartialPayment: form.allowPartialPayment,
    customizable: form.customizable,
    deliveryConfig: {
      defaultDeliveryDays: form.defaultDeliveryDays,
      allowCustomDeliveryDays: form.allowCustomDeliveryDays,
      customDeliveryDays: form.allowCustomDeliveryDays ? form.customDeliveryDays : '',
    },
    colorPrices: Object.entries(form.colorPrices).map(([color, c]) => ({
      color,
      price: c.price,
      discountPrice: c.discountPrice,
    })),
  };
}

/** The contract's check of an admin edit (one text, on the field it names); the changes when it passes. */
export function designEditResolver(design: AdminDesign) {
  return fieldErrorsResolver<DesignEditValues, DesignChanges>((values) => {
    const changes = changesOf(values);
    const checked = parseDesignEdit(editableOf(design), changes);
    return checked.ok
      ? { errors: {}, data: changes }
      : { errors: { [checked.field]: checked.message }, data: null };
  });
}

/** Fields whose error shows beside them; any other one shows under the dialog's buttons. */
const INLINE_FIELDS = [
  'title',
  'description',
  'price',
  'discountPrice',
  'saleEndTime',
  'colorPrices',
  'colorDiscounts',
];

/** The error of a field the edit section does not show (e.g. the delivery days). */
export function otherEditError(errors: FieldErrors): string | undefined {
  const field = Object.keys(errors).find((name) => !INLINE_FIELDS.includes(name));
  return field ? errorText(errors, field) : undefined;
}
