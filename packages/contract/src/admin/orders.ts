import { z } from 'zod';
import { allowedNextStatuses, ORDER_FLOW, ORDER_STATUSES, type OrderStatus } from '../orders';
import { pageQuerySchema } from '../pagination-schemas';
import type {
  adminOrderItemSchema,
  adminOrderSchema,
  adminOrderSellerSchema,
  adminOrdersResponseSchema,
  adminOrdersSummarySchema,
} from './orders-schema';

/**
 * The admin orders screen (spec: seller-admin §2 "Admin orders", §4 "Admin order status flow",
 * §5 Orders, §7 export columns, §8 Orders, §9; docs/decisions/0021). The status
 * flow itself is `allowedNextStatuses(from, 'admin')` in ../orders.ts; the texts shared with the
 * seller screen (export, cancel reason) are `ORDER_MESSAGES` and `ORDER_STATUS_MESSAGES` there.
 */

// ---------------------------------------------------------------------------------------------
// The list: GET /api/orders/admin

/** The status tabs, in the spec's order; "Delivery" is out_for_delivery. */
export const ADMIN_ORDER_TABS = ['all', ...ORDER_STATUSES] as const;
export type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number];
export const ADMIN_ORDER_TAB_LABELS: Record<AdminOrderTab, string> = {
  all: 'All Orders',
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  out_for_delivery: 'Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * The payment status filter (compared case-insensitively). Every order comes from a completed
 * payment: `paid` = nothing left to pay, `pending` = a 50% advance order with the rest due on
 * delivery, `failed` = none (a failed payment makes no order), docs/decisions/0021.
 */
export const ADMIN_PAYMENT_FILTERS = ['all', 'paid', 'pending', 'failed'] as const;
export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_FILTERS)[number];
export const ADMIN_PAYMENT_FILTER_LABELS: Record<AdminPaymentFilter, string> = {
  all: 'All payments',
  paid: 'Paid',
  pending: 'Pending (balance due)',
  failed: 'Failed',
};

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDER_SEARCH_MAX = 100;
/** The highest amount filter accepted (₹1 crore): beyond any order, and safe as paise in an int. */
export const ADMIN_ORDER_AMOUNT_MAX = 10_000_000;

export const ADMIN_ORDER_MESSAGES = {
  loadFailed: 'Failed to load orders',
  /** Shown first, before the server answers (spec §8); `status` as the flow names it. */
  statusUpdated: (status: OrderStatus) => `Order status updated to ${status.replace(/_/g, ' ')}`,
  updateFailed: (message: string) => `Update failed: ${message}`,
  missingData: 'Missing required data for update',
  prepareFailed: 'Failed to prepare status update',
  noOrders: 'No orders found',
  amountInvalid: 'Please enter a valid amount',
  amountRange: 'The minimum amount must not be above the maximum amount',
  deliveryDateInvalid: 'Please choose a valid delivery date and time',
  deliveryDatePast: 'The expected delivery cannot be in the past',
  deliveryDateFinal: 'A delivered or cancelled order keeps its delivery date',
  deliveryDateUpdated: 'Expected delivery updated',
  exportTooLarge: (max: number) =>
    `That period has more than ${max.toLocaleString('en-IN')} orders. Please choose a shorter range.`,
} as const;

/** An amount box: empty means no bound; anything else must be a number of 0 or more (rupees). */
const amountParam = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number({ error: ADMIN_ORDER_MESSAGES.amountInvalid })
    .min(0, { error: ADMIN_ORDER_MESSAGES.amountInvalid })
    .max(ADMIN_ORDER_AMOUNT_MAX, { error: ADMIN_ORDER_MESSAGES.amountInvalid })
    .optional(),
);

/**
 * `?q=&status=&paymentStatus=&minAmount=&maxAmount=&page=&limit=`. `q` is an order id (the full
 * uuid or the short id shown, its last 8 characters) or part of the customer's name; amounts are
 * rupees, both bounds inclusive.
 */
export const adminOrderListQuerySchema = pageQuerySchema({ defaultLimit: ADMIN_ORDERS_PAGE_SIZE })
  .extend({
    q: z.string().trim().max(ADMIN_ORDER_SEARCH_MAX).default(''),
    status: z.enum(ADMIN_ORDER_TABS).default('all'),
    paymentStatus: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(ADMIN_PAYMENT_FILTERS))
      .default('all'),
    minAmount: amountParam,
    maxAmount: amountParam,
  })
  .refine(
    (q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount,
    { message: ADMIN_ORDER_MESSAGES.amountRange, path: ['maxAmount'] },
  );
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** Who sells an item, as the admin sees it (spec §3 "Order item": seller). */
export type AdminOrderSeller = z.infer<typeof adminOrderSellerSchema>;

/** An order line with its seller's contact, and whether the shop prints and delivers it. */
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

/**
 * An order as an admin sees it (spec §3 "Order (seller and admin view)"): the buyer's delivery
 * details, every item with its seller's contact, payment, history, expected delivery, remark.
 */
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** The summary cards over the current filters, whatever the status tab (orders-schema.ts). */
export type AdminOrdersSummary = z.infer<typeof adminOrdersSummarySchema>;
export const ADMIN_ORDER_SUMMARY_LABELS: Record<
  Exclude<keyof AdminOrdersSummary, 'cancelled'>,
  string
> = {
  total: 'Total',
  pending: 'Pending',
  inProgress: 'In Progress',
  completed: 'Completed',
};

/**
 * The list's reply. Not the bare array the spec's client reads: paging and the summary need more
 * than one page of orders (docs/decisions/0021). Newest first.
 */
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** Counts per status to the cards (one grouped count on the server). */
export function adminOrdersSummary(
  counts: Partial<Record<OrderStatus, number>>,
): AdminOrdersSummary {
  const n = (status: OrderStatus) => counts[status] ?? 0;
  return {
    total: ORDER_STATUSES.reduce((sum, status) => sum + n(status), 0),
    pending: n('pending'),
    inProgress: n('confirmed') + n('shipped') + n('out_for_delivery'),
    completed: n('delivered'),
    cancelled: n('cancelled'),
  };
}

/** Order ids are UUIDs; the screen shows their last 8 characters. */
export const SHORT_ORDER_ID_RE = /^[0-9a-f]{8}$/i;

// ---------------------------------------------------------------------------------------------
// The status flow on screen (spec §4)

/** The five steps an order goes through (ORDER_FLOW); a cancelled order is at step 0. */
export const ORDER_PROGRESS_STEPS = ORDER_FLOW.length;

/** 1 (pending) to 5 (delivered); 0 when cancelled. */
export function orderProgressStep(status: OrderStatus): number {
  return (ORDER_FLOW as readonly OrderStatus[]).indexOf(status) + 1;
}

export function orderProgressLabel(status: OrderStatus): string {
  return `Step ${orderProgressStep(status)} of ${ORDER_PROGRESS_STEPS}`;
}

/** The one-button next step an admin is offered, or null when the order is final. */
export function nextAdminStatus(status: OrderStatus): OrderStatus | null {
  return allowedNextStatuses(status, 'admin').find((next) => next !== 'cancelled') ?? null;
}

/** Cancel is offered from any non-final state. */
export function adminCanCancel(status: OrderStatus): boolean {
  return allowedNextStatuses(status, 'admin').includes('cancelled');
}

/** The button that moves an order on, by where it goes. */
export const NEXT_STEP_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as Pending',
  confirmed: 'Confirm Order',
  shipped: 'Mark as Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel Order',
};

// ---------------------------------------------------------------------------------------------
// Expected delivery (spec §4, §9)

export const ADMIN_ORDER_TIMINGS = {
  /** The list reloads this often when no update runs. */
  refreshMs: 3_600_000,
  /** After a failed update the list reloads after this long. */
  rollbackReloadMs: 1_000,
  /** The search box waits this long after the last key. */
  searchDebounceMs: 400,
  /** A custom delivery date starts at now plus this many days... */
  customDeliveryDefaultDays: 3,
  /** ...and the picker moves in steps of this many minutes. */
  customDeliveryStepMinutes: 15,
  /** "Not in the past" allows this much clock difference between browser and server. */
  clockSkewMs: 60_000,
} as const;

/** The delivery timeline choice of the status dialog. */
export const DELIVERY_TIMELINES = ['standard', 'custom'] as const;
export type DeliveryTimeline = (typeof DELIVERY_TIMELINES)[number];

/** The custom date's starting value: now + 3 days, rounded up to the picker's 15-minute step. */
export function defaultCustomDeliveryDate(now: Date = new Date()): Date {
  const step = ADMIN_ORDER_TIMINGS.customDeliveryStepMinutes * 60_000;
  const later = now.getTime() + ADMIN_ORDER_TIMINGS.customDeliveryDefaultDays * 86_400_000;
  return new Date(Math.ceil(later / step) * step);
}

/** Why a custom delivery date cannot be used, or null (not a date, or in the past). */
export function deliveryDateProblem(value: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(value.getTime())) return ADMIN_ORDER_MESSAGES.deliveryDateInvalid;
  if (value.getTime() < now.getTime() - ADMIN_ORDER_TIMINGS.clockSkewMs)
    return ADMIN_ORDER_MESSAGES.deliveryDatePast;
  return null;
}

/**
 * `PATCH /api/orders/{id}/delivery-date` body: an ISO date-time, or a bare date (YYYY-MM-DD) read
 * as the end of that day in India.
 */
export const deliveryDateUpdateSchema = z.object({
  expectedDeliveryDate: z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: ADMIN_ORDER_MESSAGES.deliveryDateInvalid,
  }),
});
export type DeliveryDateUpdate = z.infer<typeof deliveryDateUpdateSchema>;

/** The moment an `expectedDeliveryDate` means (a bare date: 23:59 that day in India). */
export function parseDeliveryDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:00+05:30`) : new Date(value);
}

// ---------------------------------------------------------------------------------------------
// The CSV export: GET /api/orders/admin/export?from=&to=

/**
 * The admin export's columns as the spec lists them (§7), plus 'Price Paid' (per unit, after colour
 * discounts and sales) beside the list 'Base Price' and 'Line Total' (docs/decisions/0035), and
 * 'Refunded Amount' / 'Net Amount' (received less every refund) per order (docs/decisions/0057).
 * A ₹0 exchange replacement has no row.
 */
export const ADMIN_EXPORT_COLUMNS = [
  'Order ID',
  'Order Date',
  'Customer Name',
  'Email',
  'Phone',
  'Address',
  'District',
  'State',
  'PIN Code',
  'Product Type',
  'Product Name',
  'Size/Type',
  'Quantity',
  'Base Price',
  'Price Paid',
  'Customization Name',
  'Customization Price',
  'Line Total',
  'Print & Delivery Status',
  'Seller Name',
  'Seller Email',
  'Seller Phone',
  'Delivery Payment Amount',
  'Total Amount',
  'Refunded Amount',
  'Net Amount',
  'Payment Status',
  'Order Status',
  'Product Images',
  // The parcel as priced at checkout (docs/decisions/0066): its zone and last promised day.
  'Delivery Zone',
  'Delivers By',
] as const;
export type AdminExportColumn = (typeof ADMIN_EXPORT_COLUMNS)[number];

/** At most this many orders in one file; a longer range is refused with `exportTooLarge`. */
export const ADMIN_EXPORT_MAX_ORDERS = 20_000;

export function adminExportFileName(from: string, to: string): string {
  return `orders_${from}_to_${to}.csv`;
}
