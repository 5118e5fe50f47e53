import {
  createReturnSchema,
  refundDestinationSchema,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  type CreateReturnInput,
  type RefundDestination,
  type RefundDestinationMethod,
  type ReturnType,
  type TshirtSize,
} from '@campus-threads/contract';
import type { FieldErrorTexts } from '@/components/form';
import { errorMessage, isApiRequestError } from '@/lib/api-errors';
import { isChosen, type LineChoice } from './return-lines';

/**
 * The "Exchange or return" form (docs/decisions/0052): which lines, how many, the new size of
 * each t-shirt for an exchange, and why. Checked by the contract's texts, the rules the server
 * applies again (the window, what was already sent back, the sizes the design comes in).
 */

export type ReturnLineValues = { selected: boolean; quantity: string; exchangeSize: string };

/** Where a cash refund would go (docs/decisions/0058): a UPI ID, or a bank account. */
export type RefundToValues = {
  method: RefundDestinationMethod;
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
};

export type ReturnFormValues = {
  type: ReturnType | '';
  /** One per order line, in the order's order. */
  lines: ReturnLineValues[];
  reason: string;
  /** Asked only for a return of an advance order (`asksRefundTo`); ignored otherwise. */
  refundTo: RefundToValues;
};

/**
 * Whether the dialog asks where a cash refund would go: a return (not an exchange) of an order paid
 * partly at the door. Whether cash will be owed depends on whether the balance is collected before
 * the goods come back, so the server asks for every return of an advance order (decision 0058).
 */
export function asksRefundTo(
  type: ReturnType | '',
  paymentInfo: { partialPaymentMade: boolean },
): boolean {
  return type === 'return' && paymentInfo.partialPaymentMade;
}

/** The destination's fields as the contract's schema reads them (only the chosen method's). */
function refundToBody(values: RefundToValues): unknown {
  return values.method === 'upi'
    ? { method: 'upi', upiId: values.upiId }
    : {
        method: 'bank',
        accountName: values.accountName,
        accountNumber: values.accountNumber,
        ifsc: values.ifsc,
      };
}

/** The destination checked by the contract's schema: its body, or one error per field. */
export function checkRefundTo(values: RefundToValues): {
  errors: FieldErrorTexts;
  data: RefundDestination | null;
} {
  const parsed = refundDestinationSchema.safeParse(refundToBody(values));
  if (parsed.success) return { errors: {}, data: parsed.data };
  const errors: FieldErrorTexts = {};
  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'method';
    errors[`refundTo.${field}`] ??= issue.message;
  }
  return { errors, data: null };
}

/** What the body sends besides the photos (they are uploaded on submit). */
export type ReturnRequestBody = Omit<CreateReturnInput, 'photos'>;

/** The form's first values: nothing chosen, unless the order has one line that can go back. */
export function initialReturnValues(choices: readonly LineChoice[]): ReturnFormValues {
  const open = choices.filter((c) => c.blocked === null);
  return {
    type: '',
    lines: choices.map((choice) => ({
      selected: open.length === 1 && open[0] === choice,
      quantity: '1',
      exchangeSize: '',
    })),
    reason: '',
    refundTo: { method: 'upi', upiId: '', accountName: '', accountNumber: '', ifsc: '' },
  };
}

/**
 * The form checked by the contract's texts: one error per field name ('type', 'items',
 * 'lines.0.quantity', 'lines.0.exchangeSize', 'reason', 'refundTo.upiId', …), and the body when
 * there is none. `advanceOrder`: the order was paid partly at the door (`asksRefundTo`).
 */
export function checkReturnForm(
  values: ReturnFormValues,
  choices: readonly LineChoice[],
  { advanceOrder = false }: { advanceOrder?: boolean } = {},
): { errors: FieldErrorTexts; data: ReturnRequestBody | null } {
  const errors: FieldErrorTexts = {};
  if (!values.type) errors.type = RETURN_MESSAGES.typeRequired;
  const items: ReturnRequestBody['items'] = [];
  choices.forEach((choice, index) => {
    const line = values.lines[index];
    if (!line || !isChosen(choice, line)) return;
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1)
      errors[`lines.${index}.quantity`] = RETURN_MESSAGES.quantityInvalid;
    else if (quantity > choice.left)
      errors[`lines.${index}.quantity`] = RETURN_MESSAGES.quantityTooMany(choice.left);
    let exchangeSize: string | undefined;
    if (values.type === 'exchange') {
      exchangeSize = line.exchangeSize;
      if (!exchangeSize)
        errors[`lines.${index}.exchangeSize`] = RETURN_MESSAGES.exchangeSizeRequired;
      else if (exchangeSize === choice.line.size)
        errors[`lines.${index}.exchangeSize`] = RETURN_MESSAGES.exchangeSameSize;
      else if (!choice.sizes.includes(exchangeSize))
        errors[`lines.${index}.exchangeSize`] =
          RETURN_MESSAGES.exchangeSizeNotOffered(exchangeSize);
    }
    items.push({
      orderItemId: choice.line._id,
      quantity,
      ...(exchangeSize ? { exchangeSize: exchangeSize as TshirtSize } : {}),
    });
  });
  if (items.length === 0) errors.items = RETURN_MESSAGES.itemsRequired;
  const reason = values.reason.trim();
  if (reason.length < RETURN_LIMITS.reasonMin || reason.length > RETURN_LIMITS.reasonMax)
    errors.reason = RETURN_MESSAGES.reasonLength;
  let refundTo: RefundDestination | undefined;
  if (asksRefundTo(values.type, { partialPaymentMade: advanceOrder })) {
    const destination = checkRefundTo(values.refundTo);
    Object.assign(errors, destination.errors);
    refundTo = destination.data ?? undefined;
  }
  if (Object.keys(errors).length > 0) return { errors, data: null };

  // The contract's schema has the last word on the body the server reads with it.
  const parsed = createReturnSchema.safeParse({
    type: values.type,
    reason,
    items,
    ...(refundTo ? { refundTo } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === 'reason' || issue.path[0] === 'type' ? issue.path[0] : 'items';
    return { errors: { [field]: issue.message }, data: null };
  }
  const { photos: _photos, ...body } = parsed.data;
  return { errors: {}, data: body };
}

/**
 * What a refused request says above the buttons: the server's rule in its own words (a 422's
 * first field error without the "Validation error" prefix), else the contract's failure text.
 */
export function returnRequestErrorText(error: unknown): string {
  if (isApiRequestError(error)) {
    const field = error.fieldErrors[0]?.message;
    if (field) return field;
    if (error.status >= 400 && error.status < 500 && error.serverMessage)
      return error.serverMessage;
  }
  return errorMessage(error, RETURN_MESSAGES.requestFailed);
}
