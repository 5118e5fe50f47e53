import {
  ORDER_STATUS_LABELS,
  RETURNED_ORDER_LABEL,
  type OrderStatus,
} from '@campus-threads/contract';
import { cn } from '@/lib/cn';

/** One tone per stage: waiting (saffron), moving (ink), done (green), stopped (red). */
const TONES: Record<OrderStatus, string> = {
  pending: 'bg-saffron-50 text-saffron-700 ring-saffron-200',
  confirmed: 'bg-zinc-100 text-ink-800 ring-zinc-300',
  shipped: 'bg-ink-900 text-white ring-ink-900',
  out_for_delivery: 'bg-ink-900 text-white ring-ink-900',
  delivered: 'bg-success-50 text-success-700 ring-success-500/30',
  cancelled: 'bg-danger-50 text-danger-700 ring-danger-500/30',
};

/**
 * An order's status as a pill with the spec's label (Order Received, Delivered...); `returned`: a
 * delivered order every unit of which came back (the contract's isFullyReturned) reads "Returned".
 */
export function OrderStatusBadge({
  status,
  returned = false,
  className,
}: {
  status: OrderStatus;
  returned?: boolean;
  className?: string;
}) {
  const shownReturned = returned && status === 'delivered';
  return (
    <span
      data-status={status}
      data-returned={shownReturned || undefined}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        shownReturned ? 'bg-zinc-100 text-zinc-700 ring-zinc-300' : TONES[status],
        className,
      )}
    >
      {shownReturned ? RETURNED_ORDER_LABEL : ORDER_STATUS_LABELS[status]}
    </span>
  );
}
