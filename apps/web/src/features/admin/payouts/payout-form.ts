import {
  formatRupees,
  PAYOUT_MESSAGES,
  recordPayoutSchema,
  toPaise,
  type AdminPayoutRow,
  type RecordPayoutInput,
} from '@campus-threads/contract';
import { fieldErrorsResolver, type FieldErrorTexts } from '@/components/form';
import type { ApiRequestError } from '@/lib/api-errors';

/** The record-payout form as typed (the amount in rupees, as text). */
export type PayoutFormValues = { amount: string; reference: string };

/** Rupees as the shop shows them: "₹1,234.50". */
export const rupees = (amount: number): string => formatRupees(toPaise(amount));

/**
 * Why a seller cannot be paid now, or null: no UPI id to pay to, or nothing available (the server
 * refuses both: docs/decisions/0048). The button shows this reason when it is disabled.
 */
export function payoutBlockReason(row: Pick<AdminPayoutRow, 'upiId' | 'available'>): string | null {
  if (!row.upiId) return PAYOUT_MESSAGES.noPayoutDetails;
  if (toPaise(row.available) <= 0) return PAYOUT_MESSAGES.nothingAvailable;
  return null;
}

/** The dialog opens with the whole available balance (to the paisa), the usual weekly settlement. */
export function payoutDefaults(row: Pick<AdminPayoutRow, 'available'>): PayoutFormValues {
  return { amount: row.available > 0 ? row.available.toFixed(2) : '', reference: '' };
}

/**
 * The contract's check of a payout (recordPayoutSchema and PAYOUT_MESSAGES), then the seller's
 * available balance as the page knows it (the server checks it again under a row lock).
 */
export function checkPayout(
  values: PayoutFormValues,
  row: Pick<AdminPayoutRow, 'sellerId' | 'available'>,
): { errors: FieldErrorTexts; data: RecordPayoutInput | null } {
  const text = values.amount.trim();
  const amount = text === '' ? Number.NaN : Number(text);
  const parsed = recordPayoutSchema.safeParse({
    sellerId: row.sellerId,
    amount,
    reference: values.reference,
  });
  const errors: FieldErrorTexts = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  // Checked beside the reference's own check, so both texts show at once.
  if (!errors.amount && toPaise(amount) > toPaise(row.available))
    errors.amount = PAYOUT_MESSAGES.amountTooHigh(rupees(row.available));
  const passed = parsed.success && Object.keys(errors).length === 0;
  return { errors, data: passed ? parsed.data : null };
}

export function payoutResolver(row: Pick<AdminPayoutRow, 'sellerId' | 'available'>) {
  return fieldErrorsResolver<PayoutFormValues, RecordPayoutInput>((values) =>
    checkPayout(values, row),
  );
}

/**
 * What a refused payout shows: the server's texts on the fields it names (a 422), otherwise its
 * reason in the dialog (409: more than is available, 422: no payout details, 404: no seller), or
 * the contract's failure text with what went wrong (offline, a server error).
 */
export function payoutRefusal(error: ApiRequestError | null): {
  fields: Partial<Record<keyof PayoutFormValues, string>>;
  message: string | null;
} {
  const fields: Partial<Record<keyof PayoutFormValues, string>> = {};
  for (const name of ['amount', 'reference'] as const) {
    const text = error?.fieldError(name);
    if (text) fields[name] = text;
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  const refusal =
    error && [404, 409, 422].includes(error.status) ? (error.serverMessage ?? null) : null;
  if (refusal) return { fields, message: refusal };
  return {
    fields,
    message: error?.message
      ? `${PAYOUT_MESSAGES.recordFailed}: ${error.message}`
      : PAYOUT_MESSAGES.recordFailed,
  };
}
