import { formatRupees, toPaise, type Paise } from './money';
import {
  expectedDeliveryDate,
  isFinalOrderStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from './orders';
import type { Order, OrderItem } from './order-schemas';
import { SHOP_FACTS } from './shop-facts';

import { formatShopDate } from './shop-dates';

export { formatShopDate, formatShopDateTime } from './shop-dates';

/**
 * How an order reads wherever it is shown: the buyer's /orders and dashboard, the seller's sales
 * history and its CSV, the admin's orders and their CSV (docs/decisions/0035). One vocabulary,
 * computed here, so no screen words a payment its own way.
 */

type PaymentFacts = Pick<Order, 'status' | 'refund'> & {
  paymentInfo: Pick<Order['paymentInfo'], 'remainingAmount' | 'partialPaymentMade'> &
    Partial<Pick<Order['paymentInfo'], 'balanceCollected'>>;
  /** What received returns brought back (docs/decisions/0059); absent on older replies. */
  returns?: Order['returns'];
};

type ReturnFacts = { returns?: Order['returns'] };

/** Whether every unit of the order came back through received returns (docs/decisions/0059). */
export function isFullyReturned(order: ReturnFacts): boolean {
  const r = order.returns;
  return Boolean(r && r.unitsBought > 0 && r.unitsReturned >= r.unitsBought);
}

/** What returns paid back so far, online and in cash (paise); cash still owed is not counted. */
export function returnedRefundPaise(order: ReturnFacts): Paise {
  const r = order.returns;
  return r ? toPaise(r.refundedAmount) + toPaise(r.cashRefundedAmount) : 0;
}

/** Cash still owed back for what was paid at the door (paise). */
export function returnCashOwedPaise(order: ReturnFacts): Paise {
  return order.returns ? toPaise(order.returns.cashRefundOwedAmount) : 0;
}

export const RETURNED_ORDER_LABEL = 'Returned';

/** The order's status in words: "Returned" once every unit came back, else the status's label. */
export function orderStatusText(order: Pick<Order, 'status'> & ReturnFacts): string {
  return order.status === 'delivered' && isFullyReturned(order)
    ? RETURNED_ORDER_LABEL
    : ORDER_STATUS_LABELS[order.status];
}

/**
 * What is still to be paid on an order: its balance, or nothing once it is cancelled or its
 * balance was collected at the door (docs/decisions/0048).
 */
export function amountDuePaise(order: Pick<PaymentFacts, 'status' | 'paymentInfo'>): Paise {
  if (order.status === 'cancelled' || order.paymentInfo.balanceCollected) return 0;
  return toPaise(order.paymentInfo.remainingAmount);
}

/**
 * Where an order's money stands. `pending`: a 50% advance order with its balance due on delivery.
 * A cancelled order owes nothing: its refund's state, or `cancelled` when none was recorded (an
 * order cancelled before refunds existed).
 */
export const ORDER_PAYMENT_STATES = [
  'paid',
  'pending',
  'refunded',
  'refund_pending',
  'refund_failed',
  'cancelled',
  /** Every unit came back through returns (docs/decisions/0059). */
  'returned',
  /** Some units came back and were refunded; the rest is paid (or due). */
  'partly_refunded',
] as const;
export type PaymentState = (typeof ORDER_PAYMENT_STATES)[number];

export function paymentState(order: PaymentFacts): PaymentState {
  if (order.status === 'cancelled') {
    if (!order.refund) return 'cancelled';
    if (order.refund.status === 'COMPLETED') return 'refunded';
    return order.refund.status === 'FAILED' ? 'refund_failed' : 'refund_pending';
  }
  if (isFullyReturned(order)) return 'returned';
  if (amountDuePaise(order) > 0) return 'pending';
  return returnedRefundPaise(order) + returnCashOwedPaise(order) > 0 ? 'partly_refunded' : 'paid';
}

export const PAYMENT_STATUS_TEXTS = {
  paid: 'Paid',
  /** "50% paid, ₹289.50 due" */
  pending: (due: string) => `${SHOP_FACTS.advanceShare} paid, ${due} due`,
  refunded: 'Refunded',
  refund_pending: 'Refund in progress',
  refund_failed: 'Refund failed',
  cancelled: 'Cancelled, nothing due',
  /** "Refunded ₹499.00" */
  returned: (refunded: string) => `Refunded ${refunded}`,
  /** "Paid · ₹299.00 refunded" */
  partly_refunded: (refunded: string) => `Paid · ${refunded} refunded`,
  /** Appended while a cash refund of a return is not paid yet: "Refunded ₹169.50 · ₹169.50 still owed". */
  cashOwed: (owed: string) => ` · ${owed} still owed`,
} as const;

/**
 * The payment status as every screen and CSV shows it: "Paid", "50% paid, ₹289.50 due",
 * "Refunded", "Refunded ₹499.00" (returned), "Paid · ₹299.00 refunded" (partly returned).
 */
export function paymentStatusLabel(order: PaymentFacts): string {
  const state = paymentState(order);
  const owed = returnCashOwedPaise(order);
  const stillOwed = owed > 0 ? PAYMENT_STATUS_TEXTS.cashOwed(formatRupees(owed)) : '';
  switch (state) {
    case 'pending':
      return PAYMENT_STATUS_TEXTS.pending(formatRupees(amountDuePaise(order)));
    case 'returned':
    case 'partly_refunded':
      return PAYMENT_STATUS_TEXTS[state](formatRupees(returnedRefundPaise(order))) + stillOwed;
    default:
      return PAYMENT_STATUS_TEXTS[state];
  }
}

/** What a line came to: the price paid per unit × quantity plus its personalisation fee (paise). */
export function lineAmountPaise(
  item: Pick<OrderItem, 'finalPrice' | 'quantity' | 'customizationPrice'>,
): Paise {
  return toPaise(item.finalPrice) * item.quantity + toPaise(item.customizationPrice);
}

/**
 * The expected delivery after a status change (docs/decisions/0035). The date the buyer was
 * promised holds: a move only pushes it later when the new status's standard estimate
 * (EXPECTED_DELIVERY_DAYS from now) falls after it, i.e. the order is running late. A date the
 * checkout promised from the parcel's zone (`zoneWindow`, docs/decisions/0066) is closer than the
 * standard pace, so it holds until it has passed. Delivered or cancelled orders are dated now,
 * as before (no screen shows their expected delivery).
 */
export function expectedDeliveryAfterMove(
  status: OrderStatus,
  promised: Date,
  now: Date,
  options: { zoneWindow?: boolean } = {},
): Date {
  if (isFinalOrderStatus(status)) return now;
  if (options.zoneWindow && promised.getTime() > now.getTime()) return promised;
  const standard = expectedDeliveryDate(status, now);
  return standard.getTime() > promised.getTime() ? standard : promised;
}

/** Whether a change of expected delivery is news to the buyer (another day in India). */
export function deliveryDayChanged(before: Date, after: Date): boolean {
  return formatShopDate(before) !== formatShopDate(after);
}

/** The admin's "Standard" delivery choice, worded by what it will do to the promised date. */
export const DELIVERY_DATE_HINTS = {
  keeps: (day: string) => `Keeps the promised date, ${day}.`,
  later: (day: string) => `Moves to ${day}: it runs late at the standard pace. The buyer is told.`,
  final: 'No delivery date once it is delivered.',
} as const;

export function standardDeliveryHint(
  status: OrderStatus,
  promised: Date,
  now: Date = new Date(),
  options: { zoneWindow?: boolean } = {},
): string {
  if (isFinalOrderStatus(status)) return DELIVERY_DATE_HINTS.final;
  const next = expectedDeliveryAfterMove(status, promised, now, options);
  return deliveryDayChanged(promised, next)
    ? DELIVERY_DATE_HINTS.later(formatShopDate(next))
    : DELIVERY_DATE_HINTS.keeps(formatShopDate(promised));
}

export const DELIVERY_DATE_NOTICES = {
  /** Appended to a status notice when the move changed the date. */
  moved: (day: string) => ` Expected delivery is now ${day}.`,
  /** An admin set a new date without moving the status. */
  changed: (shortId: string, day: string) =>
    `Your order #${shortId}: expected delivery is now ${day}.`,
} as const;

/**
 * The delivery date an order row shows: "Delivered on" its delivery once delivered, "Expected
 * delivery" before that, nothing once cancelled.
 */
export function deliveryDateFact(
  order: Pick<Order, 'status' | 'expectedDeliveryDate' | 'deliveredAt' | 'statusHistory'>,
): { label: string; at: string } | null {
  if (order.status === 'cancelled') return null;
  if (order.status === 'delivered') {
    const at =
      order.deliveredAt ??
      [...order.statusHistory].reverse().find((entry) => entry.status === 'delivered')?.timestamp ??
      null;
    return at ? { label: DELIVERY_DATE_LABELS.delivered, at } : null;
  }
  return order.expectedDeliveryDate
    ? { label: DELIVERY_DATE_LABELS.expected, at: order.expectedDeliveryDate }
    : null;
}

export const DELIVERY_DATE_LABELS = {
  expected: 'Expected delivery',
  delivered: 'Delivered on',
} as const;
