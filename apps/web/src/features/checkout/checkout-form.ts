import {
  CHECKOUT_MESSAGES,
  DELIVERY_MESSAGES,
  deliveryDetailsSchema,
  placeName,
  strongPasswordSchema,
  type DeliveryCoverage,
  type DeliveryDetailsInput,
  type PinCodeLookup,
  pinCodeFitsState,
  stateOfPinCode,
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
  /** 'campuses': only the campus PIN codes are served; 'india': every PIN the directory knows. */
  coverage: DeliveryCoverage;
  deliverablePinCodes: readonly string[];
  /** The typed PIN's look-up once it answered: its place, or why the shop cannot deliver there. */
  pinLookup?: { pin: string; place: PinCodeLookup | null; problem: string | null };
  /** Buy-now words a malformed email 'Please enter a valid email address' (spec: storefront §5). */
  buyNow?: boolean;
};

/**
 * The checkout form's rules (spec: storefront §5) with the spec's texts, one message per field:
 * the delivery schema the server checks too, the PIN's look-up (unknown, not served, the state it
 * is in), and for a shopper without an account the password of the account we create (the one
 * password rule: DECISIONS.md row 3).
 */
export function validateCheckoutForm(
  values: CheckoutFormValues,
  { signedIn, coverage, deliverablePinCodes, pinLookup, buyNow = false }: ValidateOptions,
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
  const lookup = pinLookup?.pin === pin ? pinLookup : undefined;
  if (!errors.pinCode && lookup?.problem) errors.pinCode = lookup.problem;
  // The campus list is the whole coverage only in 'campuses' mode; India-wide it prices campus delivery.
  if (!errors.pinCode && coverage === 'campuses' && !deliverablePinCodes.includes(pin)) {
    const place = lookup?.place;
    errors.pinCode = CHECKOUT_MESSAGES.pinCodeNotServed(
      place ? placeName(place.district, place.state) : pin,
    );
  }
  const place = lookup?.place;
  if (!errors.pinCode && !errors.state && place && !place.states.includes(values.state)) {
    errors.state = DELIVERY_MESSAGES.stateMismatch(pin, place.state);
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
 * Typing a PIN code fills in its state from its prefix at once (when the prefix names one state,
 * decision 0056), over an empty state or one the code is not in; the look-up then gives the place.
 */
export function withPinCodeState(values: CheckoutFormValues, pinCode: string): CheckoutFormValues {
  const next = { ...values, pinCode };
  const pin = pinCode.trim();
  const state = stateOfPinCode(pin);
  if (state && (next.state === '' || !pinCodeFitsState(pin, next.state))) next.state = state;
  return next;
}

/**
 * The form once a PIN's look-up answered. The district is the PIN's unless the buyer typed their
 * own: an empty one, or the one an earlier look-up filled in (`autoDistrict`), is replaced. The
 * state is the PIN's; a PIN on a border keeps whichever of its two states is already chosen.
 */
export function withPinCodeLookup(
  values: CheckoutFormValues,
  place: Pick<PinCodeLookup, 'pin' | 'district' | 'state' | 'states'>,
  autoDistrict: string | null,
): CheckoutFormValues {
  if (values.pinCode.trim() !== place.pin) return values;
  const next = { ...values };
  const typedByBuyer = values.district.trim() !== '' && values.district !== autoDistrict;
  if (place.district && !typedByBuyer) next.district = place.district;
  if (!place.states.includes(values.state)) next.state = place.state;
  return next;
}

/** The states the state field offers: the PIN's own once known, else every state. */
export function stateChoices(
  place: Pick<PinCodeLookup, 'states'> | null,
  allStates: readonly string[],
): readonly string[] {
  return place && place.states.length > 0 ? place.states : allStates;
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
