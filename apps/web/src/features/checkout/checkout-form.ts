import {
  CHECKOUT_MESSAGES,
  deliveryDetailsSchema,
  strongPasswordSchema,
  type DeliveryDetailsInput,
  pinCodeFitsState,
  stateOfPinCode,
  type PinCodePlaces,
} from '@campus-threads/contract';
import { fieldErrorsResolver } from '@/components/form';

export type CheckoutFormValues = {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  address: string;
  pinCode: string;
  district: string;
  state: string;
};

export type CheckoutField = keyof CheckoutFormValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  address: '',
  pinCode: '',
  district: '',
  state: '',
};

type ValidateOptions = {
  signedIn: boolean;
  deliverablePinCodes: readonly string[];
  /** Buy-now words a malformed email 'Please enter a valid email address' (spec: storefront §5). */
  buyNow?: boolean;
};

/**
 * The checkout form's rules (spec: storefront §5) with the spec's texts, one message per field:
 * the delivery schema the server checks too, the served pin codes, and for a shopper without an
 * account the password of the account we create (the one password rule: DECISIONS.md row 3).
 */
export function validateCheckoutForm(
  values: CheckoutFormValues,
  { signedIn, deliverablePinCodes, buyNow = false }: ValidateOptions,
): { errors: CheckoutErrors; details: DeliveryDetailsInput | null } {
  const errors: CheckoutErrors = {};
  const parsed = deliveryDetailsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CheckoutField;
      errors[field] ??= issue.message;
    }
  }
  if (buyNow && errors.email === CHECKOUT_MESSAGES.emailInvalid)
    errors.email = CHECKOUT_MESSAGES.emailInvalidBuyNow;
  const pin = values.pinCode.trim();
  if (!errors.pinCode && deliverablePinCodes.length > 0 && !deliverablePinCodes.includes(pin)) {
    errors.pinCode = CHECKOUT_MESSAGES.pinCodeNotServed(pin);
  }
  if (!signedIn) {
    if (!values.password) errors.password = CHECKOUT_MESSAGES.passwordRequired;
    else {
      const password = strongPasswordSchema.safeParse(values.password);
      if (!password.success)
        errors.password = password.error.issues[0]?.message ?? CHECKOUT_MESSAGES.passwordRequired;
    }
  }
  const ok = Object.keys(errors).length === 0 && parsed.success;
  return { errors, details: ok ? parsed.data : null };
}

/** What Place Order gets once the form is checked: the typed values and the parsed details. */
export type CheckoutSubmission = { values: CheckoutFormValues; details: DeliveryDetailsInput };

/** The form's resolver: the rules above, read each submit with the options of that moment. */
export function checkoutResolver(options: ValidateOptions) {
  return fieldErrorsResolver<CheckoutFormValues, CheckoutSubmission>((values) => {
    const { errors, details } = validateCheckoutForm(values, options);
    return { errors, data: details ? { values, details } : null };
  });
}

/**
 * Typing a PIN code fills in its district and state. A deliverable code's place (the admin keeps
 * it with the code) goes into empty fields, or over what an earlier code filled in; what the
 * shopper typed stays. Any other complete code fills in its state from its prefix when that names
 * one state (pin-code-states.ts, decision 0056), over an empty state or one the code is not in.
 */
export function withPinCodePlace(
  values: CheckoutFormValues,
  pinCode: string,
  places: Readonly<PinCodePlaces>,
): CheckoutFormValues {
  const next = { ...values, pinCode };
  const pin = pinCode.trim();
  const place = Object.prototype.hasOwnProperty.call(places, pin) ? places[pin] : undefined;
  if (place) {
    const filled = (field: 'district' | 'state') =>
      values[field] === '' || Object.values(places).some((other) => other[field] === values[field]);
    if (place.district && filled('district')) next.district = place.district;
    if (place.state && filled('state')) next.state = place.state;
  }
  const state = stateOfPinCode(pin);
  if (state && (next.state === '' || !pinCodeFitsState(pin, next.state))) next.state = state;
  return next;
}

/** The form with the buyer's last order's delivery details ("Use my last address"). */
export function withLastDelivery(
  values: CheckoutFormValues,
  last: Omit<CheckoutFormValues, 'password'>,
): CheckoutFormValues {
  return { ...values, ...last };
}

/** Server field names ('deliveryDetails.pinCode') onto the form's. */
export function formFieldOf(serverField: string): CheckoutField | null {
  const name = serverField.split('.').pop() ?? '';
  return name in EMPTY_CHECKOUT_FORM ? (name as CheckoutField) : null;
}
