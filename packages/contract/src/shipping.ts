import { formatRupees, type Paise } from './money';
import { pluralise } from './plural';

/**
 * Shipping an order and collecting the balance of a 50% advance (docs/decisions/0048): the
 * couriers the shop knows a tracking address for, what `shipped` needs, and the balance texts.
 */

/** Couriers with a known tracking address; any other courier is typed in and shows no link. */
export const KNOWN_COURIERS = [
  {
    id: 'india_post',
    name: 'India Post',
    trackingUrl: (n: string) =>
      `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentno=${n}`,
  },
  {
    id: 'delhivery',
    name: 'Delhivery',
    trackingUrl: (n: string) => `https://www.delhivery.com/track/package/${n}`,
  },
  {
    id: 'blue_dart',
    name: 'Blue Dart',
    trackingUrl: (n: string) =>
      `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${n}`,
  },
  {
    id: 'dtdc',
    name: 'DTDC',
    trackingUrl: (n: string) => `https://www.dtdc.in/trace.asp?strCnno=${n}`,
  },
] as const;

export const SHIPMENT_LIMITS = { courierMax: 60, trackingMin: 4, trackingMax: 40 } as const;

/** Letters, digits and dashes: what couriers print on a waybill (EE123456789IN, 1234-5678). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export const SHIPMENT_MESSAGES = {
  courierRequired: 'Please enter the courier',
  courierMax: `The courier must be at most ${SHIPMENT_LIMITS.courierMax} characters`,
  trackingRequired: 'Please enter the tracking number',
  trackingInvalid: `The tracking number must be ${SHIPMENT_LIMITS.trackingMin} to ${SHIPMENT_LIMITS.trackingMax} letters, digits or dashes`,
  trackOrder: 'Track your parcel',
  shippedWith: (courier: string, trackingNumber: string) =>
    `Shipped with ${courier}, tracking number ${trackingNumber}.`,
} as const;

/** The courier's name as the shop knows it ("delhivery" → "Delhivery"); others as typed. */
export function courierName(courier: string): string {
  const typed = courier.trim();
  const known = KNOWN_COURIERS.find(
    (c) => c.id === typed.toLowerCase() || c.name.toLowerCase() === typed.toLowerCase(),
  );
  return known?.name ?? typed;
}

/** The courier's tracking page for the number, or null for a courier whose address is unknown. */
export function trackingUrl(courier: string, trackingNumber: string): string | null {
  const name = courierName(courier).toLowerCase();
  const known = KNOWN_COURIERS.find((c) => c.name.toLowerCase() === name);
  return known ? known.trackingUrl(encodeURIComponent(trackingNumber.trim())) : null;
}

/** Why a shipment cannot be recorded, by field, or an empty object when it can. */
export function shipmentErrors(input: {
  courier?: string | null;
  trackingNumber?: string | null;
}): { courier?: string; trackingNumber?: string } {
  const courier = (input.courier ?? '').trim();
  const tracking = (input.trackingNumber ?? '').trim();
  const errors: { courier?: string; trackingNumber?: string } = {};
  if (!courier) errors.courier = SHIPMENT_MESSAGES.courierRequired;
  else if (courier.length > SHIPMENT_LIMITS.courierMax)
    errors.courier = SHIPMENT_MESSAGES.courierMax;
  if (!tracking) errors.trackingNumber = SHIPMENT_MESSAGES.trackingRequired;
  else if (
    tracking.length < SHIPMENT_LIMITS.trackingMin ||
    tracking.length > SHIPMENT_LIMITS.trackingMax ||
    !TRACKING_NUMBER_PATTERN.test(tracking)
  )
    errors.trackingNumber = SHIPMENT_MESSAGES.trackingInvalid;
  return errors;
}

/** How the balance of an advance was paid at the door. */
export const BALANCE_METHODS = ['cash', 'upi'] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];
export const BALANCE_METHOD_LABELS: Record<BalanceMethod, string> = { cash: 'Cash', upi: 'UPI' };

export const BALANCE_MESSAGES = {
  notPartial: 'This order was paid in full: there is no balance to collect',
  notDelivered: 'The balance can be recorded once the order is delivered',
  alreadyCollected: 'The balance of this order was already recorded',
  cancelled: 'This order was cancelled: nothing is due on it',
  returned: 'The goods of this order came back: nothing is due on it',
  amountMismatch: (due: Paise) => `The amount must be the balance due, ${formatRupees(due)}`,
  methodRequired: 'Choose how the balance was paid',
  recorded: 'Balance recorded',
  recordFailed: 'Failed to record the balance',
  timelineRemark: (amount: Paise, method: BalanceMethod) =>
    `Balance of ${formatRupees(amount)} collected (${BALANCE_METHOD_LABELS[method]}). Fully paid.`,
  due: (amount: Paise) => `Balance due on delivery: ${formatRupees(amount)}`,
} as const;

/** What a seller's sale says when it has no button (never "done" under an open request). */
export const SALES_IDLE_TEXTS = {
  done: 'Nothing more to do on this order.',
  shopMoves: 'The shop moves it on from here.',
  openReturn: 'An exchange or return request on this order waits for your answer above.',
} as const;

/** Sales' search and its open-requests filter (decision 0056). */
export const SALES_SEARCH_TEXTS = {
  label: 'Search your sales',
  placeholder: 'Order number, buyer or product',
  search: 'Search',
  clear: 'Clear search',
  openRequests: 'Open requests',
} as const;

/**
 * Orders the shop prints and ships that hold a seller's Print & Delivery design, as the seller's
 * sales history shows them: read-only, counted apart (docs/decisions/0048).
 */
export const SHOP_FULFILLED_TEXTS = {
  badge: 'Fulfilled by the shop',
  idle: 'The shop prints and ships this order: nothing for you to do.',
  summary: (orders: number) => `+ ${pluralise(orders, 'order')} fulfilled by the shop`,
} as const;
