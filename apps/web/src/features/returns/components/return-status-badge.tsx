import { RETURN_STATUS_LABELS, type ReturnStatus } from '@campus-threads/contract';
import { cn } from '@/lib/cn';

/** Waiting (saffron), agreed (ink), refused (red), done (green): the order badges' tones. */
const TONES: Record<ReturnStatus, string> = {
  requested: 'bg-saffron-50 text-saffron-700 ring-saffron-200',
  approved: 'bg-ink-900 text-white ring-ink-900',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-500/30',
  received: 'bg-success-50 text-success-700 ring-success-500/30',
};

/** A request's status as a pill with the contract's label. */
export function ReturnStatusBadge({
  status,
  className,
}: {
  status: ReturnStatus;
  className?: string;
}) {
  return (
    <span
      data-return-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
