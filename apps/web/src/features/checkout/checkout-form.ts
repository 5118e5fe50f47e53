import {
  CHECKOUT_MESSAGES,
  deliveryDetailsSchema,
  strongPasswordSchema,
  type DeliveryDetailsInput,
} from '@campus-threads/contract';

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

type ValidateOptions = { signedIn: boolean; deliverablePinCodes: readonly string[] };

/**
 * The checkout form's rules (spec: storefront §5) with the spec's texts, one message per field:
 * the delivery schema the server checks too, the served pin codes, and for a shopper without an
 * account the password of the account we create (the one password rule: DECISIONS #3).
 */
export function validateCheckoutForm(
  values: CheckoutFormValues,
  { signedIn, deliverablePinCodes }: ValidateOptions,
): { errors: CheckoutErrors; details: DeliveryDetailsInput | null } {
  const errors: CheckoutErrors = {};
  const parsed = deliveryDetailsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CheckoutField;
      errors[field] ??= issue.message;
    }
  }
  const pin = values.pinCode.trim();
  if (!errors.pinCode && deliverablePinCodes.length > 0 && !deliverablePinCodes.includes(pin)) {
    errors.pinCode = CHECKOUT_MESSAGES.pinCodeNotServed(pin);
  }
  if (!signedIn) {
    if (!values.password) errors.password = CHECKOUT_MESSAGES.passwordRequired;
    else {
      const password = strongPasswordSchema.safeParse(values.password);
      if (!password.success) errors.password = password.error.issues[0]?.message ?? CHECKOUT_MESSAGES.passwordRequired;
    }
  }
  const ok = Object.keys(errors).length === 0 && parsed.success;
  return { errors, details: ok ? parsed.data : null };
}

/** Server field names ('deliveryDetails.pinCode') onto the form's. */
export function formFieldOf(serverField: string): CheckoutField | null {
  const name = serverField.split('.').pop() ?? '';
  return name in EMPTY_CHECKOUT_FORM ? (name as CheckoutField) : null;
}
