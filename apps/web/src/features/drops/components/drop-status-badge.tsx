import { DROP_STATUS_LABELS, type DropStatus } from '@campus-threads/contract';
import { cn } from '@/lib/cn';

const TONES: Record<DropStatus, string> = {
  open: 'bg-saffron-50 text-saffron-700 ring-saffron-500/30',
  succeeded: 'bg-success-50 text-success-700 ring-success-500/30',
  failed: 'bg-danger-50 text-danger-700 ring-danger-500/30',
  cancelled: 'bg-zinc-100 text-zinc-600 ring-zinc-300',
};

/** A drop's status as a small coloured pill, in the contract's words. */
export function DropStatusBadge({ status, className }: { status: DropStatus; className?: string }) {
  return (
    <span
      data-drop-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        TONES[status],
        className,
      )}
    >
      {DROP_STATUS_LABELS[status]}
    </span>
  );
}
