import {
  ORDER_STATUSES,
  shopDay,
  type OrderStatus,
  type SellerOrder,
} from '@campus-threads/contract';

/** Orders per page of the sales history. */
export const SALES_PAGE_SIZE = 10;

export type StatusFilter = OrderStatus | 'all';

/** The status filter of the sales history (spec: seller-admin §2), in the order of the flow. */
export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'out_for_delivery', label: 'Out for Delivery' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

export function parseStatusFilter(value: string | null): StatusFilter {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as OrderStatus)
    : 'all';
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A day from the address bar or a date input (YYYY-MM-DD), or undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  if (!value || !DAY_RE.test(value)) return undefined;
  return Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) ? undefined : value;
}

/** The period of the last `days` days up to today (inclusive), for the quick choices. */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  return {
    from: shopDay(new Date(now.getTime() - (days - 1) * 86_400_000)),
    to: shopDay(now),
  };
}

/** Delivery fields a seller ships to; missing ones read 'N/A' (spec: seller-admin §7 Order). */
export function shown(value: string | null | undefined): string {
  return value && value.trim() ? value : 'N/A';
}

/** Units of the seller's lines in one order. */
export function unitsOf(order: Pick<SellerOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The latest remark of an order (a cancellation's reason, a shipping note), if any. */
export function latestRemark(order: Pick<SellerOrder, 'remark' | 'statusHistory'>): string | null {
  const fromHistory = [...order.statusHistory].reverse().find((e) => e.remark.trim())?.remark;
  return order.remark?.trim() ? order.remark : (fromHistory ?? null);
}
