import type { ProductType } from './catalog';

/** Order lifecycle (spec: accounts-orders §2, §4); the customer timeline shows all six. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The five steps an order goes through, in order: the customer timeline and the admin's "Step n
 * of 5". Cancelled is a way out of the flow, not a step of it (docs/decisions/0035).
 */
export const ORDER_FLOW = [
  'pending',
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];

/**
 * Final statuses: nothing moves an order on from them (`allowedNextStatuses` offers none), so it
 * has no expected delivery any more and its buyer's address is no longer needed.
 */
export const FINAL_ORDER_STATUSES = [
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Received',
  confirmed: 'Order Confirmed',
  shipped: 'Order Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Days from now to the expected delivery, by status (spec: accounts-orders §7). */
export const EXPECTED_DELIVERY_DAYS: Record<OrderStatus, number> = {
  pending: 10,
  confirmed: 8,
  shipped: 5,
  out_for_delivery: 1,
  delivered: 0,
  cancelled: 0,
};

/** Orders are shown by the last characters of their id. */
export const SHORT_ORDER_ID_LENGTH = 8;
export function shortOrderId(id: string): string {
  return id.slice(-SHORT_ORDER_ID_LENGTH);
}

export function expectedDeliveryDate(status: OrderStatus, now: Date = new Date()): Date {
  return new Date(now.getTime() + EXPECTED_DELIVERY_DAYS[status] * 86_400_000);
}

export const ORDER_MESSAGES = {
  loginToView: 'Please log in to view your orders.',
  loginToOrder: 'You must be logged in to place an order',
  tooManyRequests: 'Too many requests. Please wait a moment and refresh the page.',
  loadFailed: 'Failed to load orders. Please try again.',
  loadFailedToast: 'Failed to load orders',
  paymentCancelledOrFailed: 'Payment was cancelled or failed',
  paymentNotCompleted: 'Payment not completed',
  paymentVerificationFailed: 'Payment verification failed. Please try again.',
  orderNotFound: 'Order not found',
  productInfoMissing: 'Product information not available',
  pricesChanged: 'Prices have changed. Please review your order.',
  paymentNotFound: 'Payment not found',
  stillPending: 'Payment is still pending. We will check again shortly.',
  /** Sales history export (spec: seller-admin §5 Orders). */
  exportDatesRequired: 'Please select both start and end dates',
  exportDatesOrder: 'The start date must not be after the end date',
  exported: 'Orders downloaded successfully',
  exportFailed: 'Failed to download orders',
  sellerLoadFailed: 'Failed to load orders for your designs',
} as const;

/**
 * Who fulfils a line (DESIGN.md "One payment, one order per fulfiller"): the shop prints and
 * delivers a Print & Delivery t-shirt (null); a seller ships their Self Service t-shirts and
 * accessories. A t-shirt the shop delivers is the shop's, whoever printed it: the fulfiller is
 * whoever hands the parcel over. Without the flag (a payment made before the split) a t-shirt is
 * the shop's, as the design default is Print & Delivery.
 */
export function fulfillerOf(line: {
  productType: ProductType;
  sellerId: string;
  deliveredByShop?: boolean;
}): string | null {
  if (line.productType === 'accessory') return line.sellerId;
  return line.deliveredByShop === false ? line.sellerId : null;
}

/**
 * Dates of a sales period (YYYY-MM-DD, as a date picker gives them) are days in India (UTC+05:30,
 * no daylight saving): from the start of `from` to the end of `to`.
 */
export const SHOP_UTC_OFFSET = '+05:30';
export function periodBounds(
  from: string | undefined,
  to: string | undefined,
): { start: Date | null; end: Date | null } {
  const start = from ? new Date(`${from}T00:00:00${SHOP_UTC_OFFSET}`) : null;
  const end = to
    ? new Date(new Date(`${to}T00:00:00${SHOP_UTC_OFFSET}`).getTime() + 86_400_000)
    : null;
  return { start, end };
}

/**
 * The seller's CSV of sales, one row per line (spec: seller-admin §7 export columns), plus what was
 * paid: 'Price Paid' per unit after colour discounts and sales beside the list 'Base Price', and
 * 'Line Total' (price paid × quantity + personalisation). Dates in India time (docs/decisions/0035).
 * 'Refunded Amount' is every refund of the order, 'Net Amount' what was received less it (the
 * order's, on each of its rows; docs/decisions/0057). A ₹0 exchange replacement has no row.
 */
export const SELLER_EXPORT_COLUMNS = [
  'Order ID',
  'Order Date',
  'Customer Name',
  'Email',
  'Phone',
  'Address',
  'District',
  'State',
  'PIN Code',
  'Product Name',
  'Size/Type',
  'Quantity',
  'Base Price',
  'Price Paid',
  'Customization Name',
  'Customization Price',
  'Line Total',
  'Delivery Amount',
  'Total Amount',
  'Refunded Amount',
  'Net Amount',
  'Payment Status',
  'Order Status',
  'Product Image',
  // The parcel as priced at checkout (docs/decisions/0066): its zone and last promised day.
  'Delivery Zone',
  'Delivers By',
] as const;

export function sellerExportFileName(from: string, to: string): string {
  return `sales_${from}_to_${to}.csv`;
}

/** Where an order may go next (DESIGN.md): admins along the flow, one step at a time, or cancel. */
const ADMIN_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
/**
 * The seller who fulfils an order (spec: seller-admin §4, docs/decisions/0048): confirm
 * or cancel it, then ship it and see it delivered as the shop does, one step at a time. Once the
 * parcel is with the courier only an admin may cancel it.
 */
const SELLER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The buyer cancels their own order while it is pending (docs/decisions/0058), nothing else. */
const BUYER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  confirmed: [],
  shipped: [],
  out_for_delivery: [],
  delivered: [],
  cancelled: [],
};

/**
 * Who moves an order: an admin, the seller who fulfils it, its buyer, or the shop's own jobs (a
 * campus drop closing, which moves its orders as an admin would).
 */
export type OrderMover = 'admin' | 'seller' | 'buyer' | 'system';

const NEXT_BY_MOVER: Record<OrderMover, Record<OrderStatus, readonly OrderStatus[]>> = {
  admin: ADMIN_NEXT,
  seller: SELLER_NEXT,
  buyer: BUYER_NEXT,
  system: ADMIN_NEXT,
};

/** The one table of order moves: where an order may go next, for whoever moves it. */
export function allowedNextStatuses(from: OrderStatus, mover: OrderMover): readonly OrderStatus[] {
  return NEXT_BY_MOVER[mover][from];
}

/**
 * A campus drop's order waits, pending, for its drop to close, which confirms or cancels it with
 * its tier price and refund (docs/decisions/0049): no one moves it by hand until then.
 */
export function isHeldByDrop(order: { dropId: string | null; status: OrderStatus }): boolean {
  return order.dropId !== null && order.status === 'pending';
}

export const ORDER_STATUS_MESSAGES = {
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
  updated: 'Order status updated',
  updateFailed: 'Failed to update order status',
  buyerNotice: (shortId: string, label: string) => `Your order #${shortId}: ${label}.`,
  /** Spec: seller-admin §5 Orders; the server refuses a cancellation without one too. */
  cancelReasonRequired: 'Please provide a reason for cancellation',
} as const;

/** Cancelling needs a reason (spec: seller-admin §5): the message to show, or null once one is given. */
export function cancelReasonError(reason: string): string | null {
  return reason.trim() ? null : ORDER_STATUS_MESSAGES.cancelReasonRequired;
}

/**
 * A buyer may cancel their own order until the shop or the seller confirms it (docs/decisions/0058):
 * nothing is printed or packed before that. A drop's held order is decided by the drop, and an
 * exchange's ₹0 replacement is not the buyer's to cancel.
 */
export function canBuyerCancel(order: {
  status: OrderStatus;
  dropId: string | null;
  replacesOrderId: string | null;
}): boolean {
  return order.status === 'pending' && order.dropId === null && order.replacesOrderId === null;
}

export const BUYER_CANCEL_MESSAGES = {
  action: 'Cancel order',
  confirmTitle: 'Cancel this order?',
  confirmBody: (amount: string) =>
    `The order is cancelled at once and the ${amount} you paid goes back the way you paid, usually within 5–7 working days.`,
  keep: 'Keep the order',
  confirm: 'Yes, cancel it',
  reasonLabel: 'Why are you cancelling? (optional)',
  defaultReason: 'Cancelled by the buyer',
  reasonLength: 'A reason can be at most 300 characters',
  cancelled: 'Order cancelled. Your refund is on its way.',
  failed: 'Could not cancel the order. Please try again.',
  tooLate:
    'This order is already confirmed: it can no longer be cancelled here. Ask for a return once it arrives.',
  heldByDrop: 'A drop’s order is decided when the drop closes: it cannot be cancelled on its own.',
  replacement: 'An exchange’s replacement cannot be cancelled.',
  /** To the seller who fulfils it, or the shop's admins. */
  fulfillerNotice: (shortId: string, reason: string) =>
    `The buyer cancelled order #${shortId} before it was confirmed: nothing to ship. Reason: ${reason}`,
} as const;
