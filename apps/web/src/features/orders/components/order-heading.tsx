import {
  formatRupees,
  isFullyReturned,
  shortOrderId,
  toPaise,
  type Order,
} from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format-date';
import { OrderStatusBadge } from './order-status-badge';

/** "Order #1a2b3c4d" over its date (and `detail`), as the orders list and the dashboard show it. */
export function OrderTitle({
  order,
  detail,
}: {
  order: Pick<Order, '_id' | 'createdAt'>;
  detail?: ReactNode;
}) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-ink-900">
        Order #<span className="font-mono tracking-tight">{shortOrderId(order._id)}</span>
      </span>
      <span className="block text-sm font-normal text-zinc-500">
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
        {detail ? <> · {detail}</> : null}
      </span>
    </span>
  );
}

/** The status badge and the order's total. */
export function OrderStatusAndTotal({
  order,
}: {
  order: Pick<Order, 'status' | 'totalAmount'> & Partial<Pick<Order, 'returns'>>;
}) {
  return (
    <span className="flex items-center gap-3">
      <OrderStatusBadge status={order.status} returned={isFullyReturned(order)} />
      <span className="font-semibold text-ink-900 tabular-nums">
        {formatRupees(toPaise(order.totalAmount))}
      </span>
    </span>
  );
}
