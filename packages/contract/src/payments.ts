/** Payment states a status check can answer (spec: storefront §4). */
export const PAYMENT_STATES = [
  'PENDING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'UNKNOWN',
  'ERROR',
  /** Paid, but it could make no order (its units were gone, its design withdrawn): paid back in full. */
  'REFUNDED',
] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

/**
 * A payment that completed when what it bought could no longer be had (docs/decisions/0030):
 * no order is made and the whole amount goes back. The reason names the line.
 */
export const UNFULFILLED_PAYMENT_MESSAGES = {
  soldOut: (title: string) => `${title} sold out while you were paying`,
  withdrawn: (title: string) => `${title} was taken off sale while you were paying`,
  /** Deleted by its seller (or with the seller's account) while the buyer paid (decision 0055). */
  removed: (title: string) => `${title} was removed from the shop while you were paying`,
  /** Edited by its seller while the buyer paid: back in review, not what the buyer chose. */
  backInReview: (title: string) =>
    `${title} was changed by its seller while you were paying and is back in review`,
  /** The payment page's answer and the bell's notice when it happens. */
  refunding: (reason: string, amount: string) =>
    `Your payment went through, but ${reason}, so no order was placed. We are refunding the full ${amount}; it goes back to the account you paid from, usually within 5–7 working days.`,
  /** The payment page, once the provider has paid it back. */
  refundDone: (reason: string, amount: string) =>
    `Your payment went through, but ${reason}, so no order was placed. The full ${amount} has been refunded to the account you paid from.`,
  /** The bell, when the provider confirms the refund. */
  refunded: (amount: string, paymentId: string) =>
    `Your refund of ${amount} for payment ${paymentId} is complete.`,
} as const;

/**
 * The payment simulator settles only through its hosted page's own address (decision 0031): the
 * page's address carries this query parameter, an HMAC of the payment id, and the page posts it
 * back (in the body or the query).
 */
export const SIMULATOR_TOKEN_PARAM = 'simulatorToken';

export const SIMULATOR_MESSAGES = {
  /** A settle call (or a page visit) without the page's token, or with another payment's. */
  invalidLink:
    'This payment link is not valid. Go back to the shop and start the payment again from checkout.',
} as const;

/**
 * Where the simulator's hosted page (`/pay/simulator/{id}?simulatorToken=…`, the redirectUrl a
 * new payment answers) posts the shopper's choice: the same id and token under /api/payments.
 */
export function simulatorSettlePath(pageUrl: string): string {
  return pageUrl.replace(/^(?:https?:\/\/[^/]+)?\/pay\/simulator\//, '/api/payments/simulator/');
}
