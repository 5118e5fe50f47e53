import { formatRupees, type Paise } from './money';

/**
 * What a received return pays back, and how (docs/decisions/0058). The buyer gets back the price of
 * the returned units, all of it, whatever share of the order was paid online and at the door:
 *
 * 1. first it comes off the balance still due at the door (an advance order not yet paid in full):
 *    the buyer is not asked for money only to be paid it back;
 * 2. the rest is refunded through the payment provider, up to what is left of the online payment;
 * 3. what is left after that was paid at the door: a cash refund owed by whoever collected it (the
 *    Self Service seller, or the shop), paid to the buyer's UPI ID or bank account.
 *
 * Once every unit of the order is back, whatever is still due is taken off too: a returned order
 * owes nothing. The server applies it under the order's row lock; the return dialog uses it to
 * know when to ask where a cash refund should go.
 */
export type ReturnRefundFacts = {
  /** The returned units' price. */
  valuePaise: Paise;
  /** Paid online for the order, less what the provider already paid back (cancel, returns). */
  onlineLeftPaise: Paise;
  /** The balance still due at the door (0: paid in full, or collected). */
  dueLeftPaise: Paise;
  /** Collected at the door, less what was already owed back in cash. */
  doorLeftPaise: Paise;
  /** Whether this return brings back the last units of the order. */
  everyUnitBack: boolean;
};

export type ReturnRefundSplit = {
  /** Taken off the balance still due at the door. */
  balanceCreditPaise: Paise;
  /** Refunded through the payment provider (`refundAmount`). */
  onlinePaise: Paise;
  /** Owed back in cash by whoever collected the balance (`cashRefundAmount`). */
  cashPaise: Paise;
};

export function splitReturnRefund(facts: ReturnRefundFacts): ReturnRefundSplit {
  const value = Math.max(0, facts.valuePaise);
  const offDue = Math.min(value, Math.max(0, facts.dueLeftPaise));
  const balanceCreditPaise = facts.everyUnitBack ? Math.max(0, facts.dueLeftPaise) : offDue;
  const onlinePaise = Math.min(value - offDue, Math.max(0, facts.onlineLeftPaise));
  const cashPaise = Math.min(value - offDue - onlinePaise, Math.max(0, facts.doorLeftPaise));
  return { balanceCreditPaise, onlinePaise, cashPaise };
}

/** Where a cash refund is paid: the buyer's UPI ID, or a bank account. */
export const REFUND_DESTINATION_METHODS = ['upi', 'bank'] as const;
export type RefundDestinationMethod = (typeof REFUND_DESTINATION_METHODS)[number];

export const REFUND_DESTINATION_PATTERNS = {
  /** name@handle, as NPCI's UPI IDs are written. */
  upiId: /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/,
  /** Indian bank account numbers are 9 to 18 digits. */
  accountNumber: /^\d{9,18}$/,
  /** Four letters of the bank, a 0, six letters or digits of the branch. */
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
} as const;

export const CASH_REFUND_STATES = ['owed', 'paid'] as const;
export type CashRefundState = (typeof CASH_REFUND_STATES)[number];

export const CASH_REFUND_MESSAGES = {
  destinationRequired:
    'This order was paid partly at the door: tell us the UPI ID or bank account for that part of your refund',
  upiInvalid: 'Enter a UPI ID like name@bank',
  accountNameRequired: 'Enter the account holder’s name',
  accountNumberInvalid: 'Enter the account number: 9 to 18 digits',
  ifscInvalid: 'Enter the IFSC: 11 characters, like SBIN0001234',
  destinationHint:
    'Part of this order was paid at the door. That part is paid back to your UPI ID or bank account; the rest goes back the way you paid online.',
  referenceRequired: 'Enter the UPI or bank transfer reference',
  referenceLength: 'A reference can be at most 100 characters',
  notOwed: 'There is no cash refund owed on this request',
  alreadyPaid: 'This cash refund was already marked paid',
  markedPaid: 'Cash refund marked paid',
  markFailed: 'Could not mark the cash refund paid. Please try again.',
  owedLabel: (amount: Paise) => `Cash refund owed: ${formatRupees(amount)}`,
  paidLabel: (amount: Paise, reference: string) =>
    `Cash refund of ${formatRupees(amount)} paid (ref. ${reference})`,
  /** To the fulfiller (or the shop's admins) when a received return leaves a cash refund owed. */
  owedNotice: (shortId: string, amount: Paise) =>
    `A return of order #${shortId} was paid partly at the door: pay the buyer ${formatRupees(amount)} and mark it paid with its reference`,
  /** To the buyer when it is marked paid. */
  paidNotice: (shortId: string, amount: Paise, reference: string) =>
    `${formatRupees(amount)} of your return of order #${shortId} was paid to you (reference ${reference})`,
} as const;

/** The balance of an advance order still due at the door. */
export function balanceDuePaise(order: {
  partialPayment: boolean;
  remainingPaise: Paise;
  balanceCreditedPaise: Paise;
  balanceCollected: boolean;
  cancelled: boolean;
}): Paise {
  if (!order.partialPayment || order.balanceCollected || order.cancelled) return 0;
  return Math.max(0, order.remainingPaise - order.balanceCreditedPaise);
}

/** A cash refund's destination as the one who pays it reads it. */
export function describeRefundDestination(
  to:
    | { method: 'upi'; upiId: string }
    | { method: 'bank'; accountName: string; accountNumber: string; ifsc: string },
): string {
  return to.method === 'upi'
    ? `UPI ${to.upiId}`
    : `Bank account ${to.accountNumber}, IFSC ${to.ifsc}, ${to.accountName}`;
}
