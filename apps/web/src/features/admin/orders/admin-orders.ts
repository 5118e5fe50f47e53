import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_TABS,
  ADMIN_PAYMENT_FILTERS,
  courierName,
  trackingUrl,
  type AdminOrder,
  type AdminOrderItem,
  type AdminOrderTab,
  type AdminPaymentFilter,
  type OrderStatus,
} from '@campus-threads/contract';

/**
 * The admin orders screen's state as the address bar keeps it (so a reload or a shared link shows
 * the same list), and the small pure rules of the screen. The flow and texts are the contract's.
 */
export type AdminOrdersFilters = {
  q: string;
  status: AdminOrderTab;
  paymentStatus: AdminPaymentFilter;
  minAmount: string;
  maxAmount: string;
  page: number;
};

export function parseFilters(params: URLSearchParams): AdminOrdersFilters {
  const status = params.get('status') ?? '';
  const payment = (params.get('paymentStatus') ?? '').toLowerCase();
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: (ADMIN_ORDER_TABS as readonly string[]).includes(status)
      ? (status as AdminOrderTab)
      : 'all',
    paymentStatus: (ADMIN_PAYMENT_FILTERS as readonly string[]).includes(payment)
      ? (payment as AdminPaymentFilter)
      : 'all',
    minAmount: amountText(params.get('minAmount')),
    maxAmount: amountText(params.get('maxAmount')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function amountText(value: string | null): string {
  return value && /^\d+(\.\d{1,2})?$/.test(value) ? value : '';
}

/** Why the amount boxes cannot be used, or null (empty boxes are no bound). */
export function amountRangeError(min: string, max: string): string | null {
  const parse = (v: string) => (v.trim() === '' ? undefined : Number(v));
  const [lo, hi] = [parse(min), parse(max)];
  for (const value of [lo, hi]) {
    if (value !== undefined && (!Number.isFinite(value) || value < 0))
      return ADMIN_ORDER_MESSAGES.amountInvalid;
  }
  if (lo !== undefined && hi !== undefined && lo > hi) return ADMIN_ORDER_MESSAGES.amountRange;
  return null;
}

/** Whether anything narrows the list (the empty state then offers Reset filters). */
export function hasFilters(f: AdminOrdersFilters): boolean {
  return Boolean(
    f.q || f.status !== 'all' || f.paymentStatus !== 'all' || f.minAmount || f.maxAmount,
  );
}

/** A `datetime-local` value (local time, minutes) for a moment, and back. */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
export function fromLocalInputValue(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(value) : new Date(Number.NaN);
}

/** The row's count, as its expanded view lists the order: lines ("2 items"). */
export function itemsLabel(order: Pick<AdminOrder, 'itemCount'>): string {
  return `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}`;
}

/** Delivery fields default to 'N/A' on display (spec §3). */
export function shown(value: string | null | undefined): string {
  return value && value.trim() ? value : 'N/A';
}

/** The product page of an item, when it still has one. */
export function productHref(item: AdminOrderItem): string | null {
  if (item.productType === 'tshirt' && item.tshirtId)
    return `/product/${encodeURIComponent(item.tshirtId)}`;
  if (item.productType === 'accessory' && item.accessoryId)
    return `/accessory/${encodeURIComponent(item.accessoryId)}`;
  return null;
}

/**
 * The order as the list shows it right after an admin's move, before the server answers (the
 * optimistic update of spec §4): new status, remark, history entry, the chosen date and, when it
 * is shipped, the courier and tracking number as the server will keep them (docs/decisions/0048).
 */
export function applyStatusChange(
  order: AdminOrder,
  change: {
    status: OrderStatus;
    remark: string;
    expectedDeliveryDate?: string;
    courier?: string;
    trackingNumber?: string;
  },
  now: Date = new Date(),
): AdminOrder {
  const { courier, trackingNumber } = change;
  const shipment =
    change.status === 'shipped' && courier && trackingNumber
      ? {
          courier: courierName(courier),
          trackingNumber,
          trackingUrl: trackingUrl(courier, trackingNumber),
          shippedAt: now.toISOString(),
        }
      : order.shipment;
  return {
    ...order,
    status: change.status,
    remark: change.remark || order.remark,
    expectedDeliveryDate: change.expectedDeliveryDate ?? order.expectedDeliveryDate,
    shipment,
    statusHistory: [
      ...order.statusHistory,
      {
        status: change.status,
        timestamp: now.toISOString(),
        remark: change.remark,
        updatedBy: null,
      },
    ],
  };
}
