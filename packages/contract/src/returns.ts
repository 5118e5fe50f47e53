import type { OrderStatus } from './orders';

/**
 * Size exchanges and returns of delivered orders (docs/decisions/0052). The buyer asks within the
 * return window; the order's fulfiller (the shop for Print & Delivery, the seller for Self Service)
 * or an admin approves or rejects; an approved exchange makes a ₹0 replacement order in the new
 * size; an approved return is refunded once the goods are `received`. Personalised lines cannot
 * be returned or exchanged. The zod schemas are in returns-schemas.ts.
 */

export const RETURN_TYPES = ['exchange', 'return'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export const RETURN_TYPE_LABELS: Record<ReturnType, string> = {
  exchange: 'Exchange for another size',
  return: 'Return for a refund',
};

/** requested → approved | rejected; approved → received (a return's refund is sent then). */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received back',
};

/** The moves the fulfiller or an admin may make from each status. */
const RETURN_NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  rejected: [],
  received: [],
};
export function allowedReturnMoves(from: ReturnStatus): readonly ReturnStatus[] {
  return RETURN_NEXT[from];
}

/** Requests still waiting for someone: the admin tab's "open" list. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
] as const satisfies readonly ReturnStatus[];

/** Days after delivery a buyer may ask (the API's RETURN_WINDOW_DAYS). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

export const RETURN_LIMITS = {
  reasonMin: 5,
  reasonMax: 500,
  remarkMax: 500,
  photosMax: 3,
  linesMax: 20,
} as const;

/** Reasons offered as one tap (the buyer may type their own). */
export const RETURN_REASON_PRESETS = [
  'Too small',
  'Too large',
  'Damaged or defective',
  'Not as pictured',
] as const;

export const ADMIN_RETURNS_PAGE_SIZE = 20;

export const RETURN_MESSAGES = {
  typeRequired: 'Choose exchange or return',
  reasonLength: `Tell us why in ${RETURN_LIMITS.reasonMin} to ${RETURN_LIMITS.reasonMax} characters`,
  itemsRequired: 'Choose at least one item',
  tooManyPhotos: `Add at most ${RETURN_LIMITS.photosMax} photos`,
  quantityInvalid: 'Choose how many of the item to send back',
  orderNotFound: 'Order not found',
  itemNotInOrder: 'That item is not in this order',
  duplicateItem: 'Choose each item once, with how many of it to send back',
  notDelivered: 'You can ask for an exchange or return once the order is delivered',
  windowClosed: (days: number) =>
    `Exchanges and returns are open for ${days} days after delivery, and this order is past that`,
  personalised: 'Personalised items cannot be exchanged or returned',
  /** Shown on a product page before purchase, next to the personalisation choice. */
  personalisedNote: 'Personalised items cannot be exchanged or returned.',
  exchangeSizeRequired: 'Choose the size you want instead',
  exchangeSameSize: 'Choose a different size from the one you have',
  exchangeSizeNotOffered: (size: string) => `This item does not come in size ${size}`,
  exchangeNotForAccessories: 'Only t-shirts can be exchanged for another size',
  quantityTooMany: (left: number) =>
    left > 0
      ? `Only ${left} of this item can still be sent back`
      : 'This item was already sent back',
  outOfStock: (title: string) => `Out of Stock: ${title} has no units left for an exchange`,
  requestNotFound: 'Request not found',
  moveNotAllowed: (from: ReturnStatus, to: ReturnStatus) =>
    `A request that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot be marked ${RETURN_STATUS_LABELS[to].toLowerCase()}`,
  remarkRequired: 'Give a reason for the rejection',
  remarkLength: `A remark can be at most ${RETURN_LIMITS.remarkMax} characters`,
  requested: 'Request sent. The seller or the shop will answer soon.',
  requestFailed: 'Could not send your request. Please try again.',
  // Notifications.
  newRequest: (shortId: string, type: ReturnType) =>
    `A buyer asked to ${type === 'exchange' ? 'exchange' : 'return'} items of order #${shortId}`,
  statusNotice: (shortId: string, type: ReturnType, status: ReturnStatus, remark: string) =>
    `Your ${type} request for order #${shortId} is ${RETURN_STATUS_LABELS[status].toLowerCase()}${remark ? `: ${remark}` : ''}`,
  replacementRemark: (shortId: string) => `Size exchange for order #${shortId}`,
  refundReason: (shortId: string) => `Returned items of order #${shortId}`,
} as const;

/** The last moment a request may be made for an order delivered at `deliveredAt`. */
export function returnWindowEnds(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * 24 * 60 * 60 * 1000);
}

/**
 * Whether the buyer may still ask, as the order page shows it (the server checks it again): the
 * order delivered and the window still open.
 */
export function canRequestReturn(
  order: { status: OrderStatus; deliveredAt: string | null },
  windowDays: number,
  now: Date = new Date(),
): boolean {
  if (order.status !== 'delivered' || !order.deliveredAt) return false;
  return now.getTime() <= returnWindowEnds(new Date(order.deliveredAt), windowDays).getTime();
}

/** A line can be sent back when it was not personalised. */
export function isReturnableLine(line: { wantsCustomization: boolean }): boolean {
  return !line.wantsCustomization;
}
