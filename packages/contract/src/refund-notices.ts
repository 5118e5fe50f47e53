import { REFUND_MESSAGES } from './admin/refunds';
import { UNFULFILLED_PAYMENT_MESSAGES } from './payments';

/**
 * What a buyer is told of a refund, by its kind (docs/decisions/0054): the payments' `refunds.kind`
 * (`cancel`, `return`, `drop_tier`), and `payment` for a payment that made no order. The bell hears
 * of it when it is recorded and when it completes; the one e-mail goes when it completes, in the
 * words of its kind, with the credit note (or a drop's invoice at the tier's price) attached. A new
 * kind of refund adds its row here.
 */
export type RefundNoticeKind = 'cancel' | 'return' | 'drop_tier' | 'payment';

/** What a refund's texts name: the order (#short id), the amount formatted, the refund's reason. */
export type RefundNoticeFacts = {
  /** The order's short id; for a `payment`, the payment's merchant order id. */
  ref: string;
  amount: string;
  /** The refund's recorded reason (a cancel's remark, a drop's tier, why a payment made no order). */
  reason: string;
};

export type RefundNoticeTexts = {
  /** The bell, when the refund is recorded (no e-mail: the e-mail waits for the money). */
  started: (f: RefundNoticeFacts) => string;
  /** The bell, when the provider confirms it. */
  done: (f: RefundNoticeFacts) => string;
  /** The one e-mail, sent when it completes. */
  subject: (f: RefundNoticeFacts) => string;
  heading: string;
  paragraphs: (f: RefundNoticeFacts) => string[];
  /** The e-mail's small print when a document rides along. */
  attached: string;
};

const BACK_IN = 'Banks usually show it within 5–7 working days.';
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export const REFUND_NOTICES: Record<RefundNoticeKind, RefundNoticeTexts> = {
  cancel: {
    started: (f) => REFUND_MESSAGES.startedNotice(f.ref, f.amount),
    done: (f) => REFUND_MESSAGES.completedNotice(f.ref, f.amount),
    subject: (f) => `Order #${f.ref} is cancelled: ${f.amount} refunded`,
    heading: 'Your order is cancelled and refunded',
    paragraphs: (f) => [
      f.reason
        ? `Your order #${f.ref} is cancelled: ${sentence(f.reason)}`
        : `Your order #${f.ref} is cancelled.`,
      `We have refunded ${f.amount} to the account you paid from. ${BACK_IN}`,
    ],
    attached: 'The credit note for the cancelled order is attached.',
  },
  return: {
    started: (f) =>
      `Refund of ${f.amount} for the items you returned from order #${f.ref} has started.`,
    done: (f) =>
      `Refund of ${f.amount} for the items you returned from order #${f.ref} is complete.`,
    subject: (f) => `Your return from order #${f.ref}: ${f.amount} refunded`,
    heading: 'We received your return and refunded you',
    paragraphs: (f) => [
      `We received the items you sent back from order #${f.ref} and refunded ${f.amount} to the account you paid from. ${BACK_IN}`,
    ],
    attached: 'The credit note for the returned items is attached.',
  },
  drop_tier: {
    started: (f) => `${sentence(f.reason)} ${f.amount} of order #${f.ref} is on its way back.`,
    done: (f) => `Refund of ${f.amount} for order #${f.ref} at the drop's tier price is complete.`,
    subject: (f) =>
      `The drop reached its tier: ${f.amount} back, your order #${f.ref} is confirmed`,
    heading: 'The drop reached its tier',
    paragraphs: (f) => [
      sentence(f.reason),
      `Your order #${f.ref} is confirmed and goes to print, and the ${f.amount} you paid above the tier's price is back in the account you paid from. ${BACK_IN}`,
    ],
    attached: "Your tax invoice, at the tier's price, is attached.",
  },
  payment: {
    started: (f) => UNFULFILLED_PAYMENT_MESSAGES.refunding(f.reason, f.amount),
    done: (f) => UNFULFILLED_PAYMENT_MESSAGES.refunded(f.amount, f.ref),
    subject: (f) => `Your payment ${f.ref} is refunded: ${f.amount}`,
    heading: 'Your payment is refunded',
    paragraphs: (f) => [UNFULFILLED_PAYMENT_MESSAGES.refundDone(f.reason, f.amount)],
    attached: '',
  },
};
