import { REFUND_MESSAGES, type Order } from '@campus-threads/contract';
import { CircleAlert, CircleCheck, RotateCcw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { refundText } from '../order-view';

const TONES = {
  COMPLETED: 'border-success-500/30 bg-success-50 text-success-700',
  PENDING: 'border-saffron-200 bg-saffron-50 text-saffron-800',
  FAILED: 'border-danger-500/30 bg-danger-50 text-danger-700',
} as const;

const ICONS = { COMPLETED: CircleCheck, PENDING: RotateCcw, FAILED: CircleAlert } as const;

/**
 * A cancelled paid order's refund: processed (with its date), in progress, or failed. `compact`
 * is the one line under the order's title in the list; otherwise a note with the pending hint.
 */
export function RefundNote({
  order,
  compact = false,
}: {
  order: Pick<Order, 'refund'>;
  compact?: boolean;
}) {
  const text = refundText(order);
  if (!order.refund || !text) return null;
  const status = order.refund.status;
  const Icon = ICONS[status];
  if (compact) {
    return (
      <span
        data-refund={status}
        className={cn(
          'inline-flex max-w-full items-center gap-1.5 text-sm font-medium',
          status === 'COMPLETED'
            ? 'text-success-700'
            : status === 'FAILED'
              ? 'text-danger-700'
              : 'text-saffron-700',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">{text}</span>
      </span>
    );
  }
  return (
    <div
      role="status"
      data-refund-note={status}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', TONES[status])}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{text}</p>
        {status === 'PENDING' ? (
          <p className="mt-0.5 text-zinc-600">{REFUND_MESSAGES.pendingHint}</p>
        ) : null}
      </div>
    </div>
  );
}
