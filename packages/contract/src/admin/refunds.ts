import { formatRupees, toPaise } from '../money';

/**
 * Refunds: cancelling an order that was paid pays back what was paid for it, once
 * (docs/decisions/0022). PENDING until the payment provider confirms it; FAILED only when the
 * provider itself declined it.
 */
export const REFUND_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * A cancelled order's refund as the order JSON carries it (`Order.refund`). Amount in rupees.
 * Written out, not inferred: order-schemas.ts `orderRefundSchema` is checked against it, so this
 * file needs nothing from the schemas (no import cycle).
 */
export type OrderRefund = {
  amount: number;
  status: RefundState;
  createdAt: string;
  completedAt: string | null;
};

/** The buyer's texts: the order card's line and the bell's notices. */
export const REFUND_MESSAGES = {
  /** "Refund of ₹499.00 processed on 23 Nov 2026" (`date` already formatted by the caller). */
  completed: (amount: string, date: string) => `Refund of ${amount} processed on ${date}`,
  pending: (amount: string) => `Refund of ${amount} in progress`,
  failed: (amount: string) =>
    `Refund of ${amount} could not be completed. Our team will contact you.`,
  /** Under the line while it is pending. */
  pendingHint: 'It goes back to the account you paid from, usually within 5–7 working days.',
  /** The bell, when the cancellation records the refund. */
  startedNotice: (shortId: string, amount: string) =>
    `Refund of ${amount} for your cancelled order #${shortId} has started.`,
  /** The bell, when the provider confirms it. */
  completedNotice: (shortId: string, amount: string) =>
    `Refund of ${amount} for your cancelled order #${shortId} is complete.`,
} as const;

/** The order card's line for a refund (`formatDate` turns an ISO time into the shop's date). */
export function refundLine(refund: OrderRefund, formatDate: (iso: string) => string): string {
  const amount = formatRupees(toPaise(refund.amount));
  if (refund.status === 'COMPLETED')
    return REFUND_MESSAGES.completed(amount, formatDate(refund.completedAt ?? refund.createdAt));
  if (refund.status === 'FAILED') return REFUND_MESSAGES.failed(amount);
  return REFUND_MESSAGES.pending(amount);
}
