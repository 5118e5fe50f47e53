import {
  ORDER_MESSAGES,
  SITE,
  amountDuePaise,
  formatRupees,
  lineAmountPaise,
  refundLine,
  toPaise,
  type Order,
  type OrderItem,
} from '@campus-threads/contract';
import { isApiRequestError } from '@/lib/api-errors';
import { formatDate } from '@/lib/format-date';

/** Units in an order ("3 items"). */
export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((n, item) => n + item.quantity, 0);
}

export function itemCountLabel(order: Pick<Order, 'items'>): string {
  const n = itemCount(order);
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}

/** Rupees from the API (two decimals) as "₹1,299.00". */
export function rupees(amount: number): string {
  return formatRupees(toPaise(amount));
}

/**
 * What one line came to: unit price × quantity plus its personalisation fee, so an order's lines
 * and its delivery add up to its total.
 */
export function linePrice(
  item: Pick<OrderItem, 'finalPrice' | 'quantity' | 'customizationPrice'>,
): string {
  return formatRupees(lineAmountPaise(item));
}

/** "Size M · Peach" (either may be missing, e.g. accessories). */
export function itemOptions(item: Pick<OrderItem, 'size' | 'color'>): string {
  return [item.size ? `Size ${item.size}` : null, item.color].filter(Boolean).join(' · ');
}

/** The orders screen's error text (spec: accounts-orders §8): 429 has its own words. */
export function ordersErrorText(error: unknown): string {
  return isApiRequestError(error) && error.status === 429
    ? ORDER_MESSAGES.tooManyRequests
    : ORDER_MESSAGES.loadFailed;
}

/** The screen lists only the signed-in user's orders (spec: accounts-orders §2), newest first. */
export function ownOrdersNewestFirst(orders: readonly Order[], userId: string): Order[] {
  return orders
    .filter((o) => o.userId === userId)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * What was paid for an order, and how: online (the whole price, or a 50% advance) and at the door
 * (an advance's balance once collected, docs/decisions/0048), and both together (paise).
 */
export function paidParts(order: Pick<Order, 'paymentInfo'>): {
  onlinePaise: number;
  doorPaise: number;
  totalPaise: number;
} {
  const onlinePaise = toPaise(order.paymentInfo.advanceAmount);
  const doorPaise = order.paymentInfo.balanceCollected
    ? toPaise(order.paymentInfo.balanceCollected.amount)
    : 0;
  return { onlinePaise, doorPaise, totalPaise: onlinePaise + doorPaise };
}

/** The orders one payment made (one per fulfiller), with what the payment itself came to. */
export type PaymentGroup = {
  /** The payment's merchant order id, shared by its orders. */
  paymentKey: string;
  orders: Order[];
  /**
   * Sums of the orders' parts, in paise (they add up to the payment: the server splits exactly);
   * nothing is due on a cancelled order.
   */
  totalPaise: number;
  /** Paid in all: online, and at the door once the balances were collected. */
  paidPaise: number;
  onlinePaise: number;
  doorPaise: number;
  remainingPaise: number;
  /** A size exchange's ₹0 replacement, on its own: the order it replaces (docs/decisions/0059). */
  replacesOrderId: string | null;
};

/**
 * Orders grouped by the payment that made them, in the order of their newest order: a cart of
 * several fulfillers is one payment with one order per fulfiller, shown together. A size
 * exchange's ₹0 replacement keeps its original's payment reference but is no part of that payment:
 * it stands alone, right after the group of the order it replaces (when that is listed).
 */
export function groupByPayment(orders: readonly Order[]): PaymentGroup[] {
  const groups = new Map<string, PaymentGroup>();
  for (const order of orders) {
    const key = order.replacesOrderId
      ? `replacement:${order._id}`
      : order.paymentInfo.merchantTransactionId || order._id;
    const group = groups.get(key) ?? {
      paymentKey: key,
      orders: [],
      totalPaise: 0,
      paidPaise: 0,
      onlinePaise: 0,
      doorPaise: 0,
      remainingPaise: 0,
      replacesOrderId: order.replacesOrderId,
    };
    const paid = paidParts(order);
    group.orders.push(order);
    group.totalPaise += toPaise(order.totalAmount);
    group.paidPaise += paid.totalPaise;
    group.onlinePaise += paid.onlinePaise;
    group.doorPaise += paid.doorPaise;
    group.remainingPaise += amountDuePaise(order);
    groups.set(key, group);
  }
  return replacementsAfterTheirOrders([...groups.values()]);
}

function replacementsAfterTheirOrders(groups: PaymentGroup[]): PaymentGroup[] {
  const holding = (orderId: string) => groups.find((g) => g.orders.some((o) => o._id === orderId));
  const placed = groups.filter((g) => !g.replacesOrderId || !holding(g.replacesOrderId));
  for (const group of groups) {
    if (!group.replacesOrderId || placed.includes(group)) continue;
    const original = holding(group.replacesOrderId)!;
    // After the original's group and any replacement already placed after it.
    let at = placed.indexOf(original) + 1;
    while (
      placed[at]?.replacesOrderId &&
      original.orders.some((o) => o._id === placed[at]!.replacesOrderId)
    )
      at += 1;
    placed.splice(at, 0, group);
  }
  return placed;
}

/** "Refund of ₹499.00 processed on 23 Nov 2026" / "… in progress", or null without a refund. */
export function refundText(order: Pick<Order, 'refund'>): string | null {
  return order.refund ? refundLine(order.refund, formatDate) : null;
}

/** Who ships an order: the shop (Print & Delivery) or, by name, the seller of its items. */
export function fulfilmentLabel(order: Pick<Order, 'fulfillerId' | 'items'>): string {
  if (!order.fulfillerId) return `Ships from ${SITE.name}`;
  const name = order.items.find((i) => i.sellerId === order.fulfillerId)?.sellerName;
  return name ? `Ships from ${name}` : 'Ships from the seller';
}
