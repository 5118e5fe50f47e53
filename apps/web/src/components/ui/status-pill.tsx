import { cn } from '@/lib/cn';

const TONES: Record<string, string> = {
  approved: 'bg-success-50 text-success-700 ring-success-500/30',
  active: 'bg-success-50 text-success-700 ring-success-500/30',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-500/30',
  pending: 'bg-saffron-50 text-saffron-700 ring-saffron-500/30',
  inactive: 'bg-zinc-100 text-zinc-600 ring-zinc-300',
  // An earning's state (docs/decisions/0048): pending as above, then available, paid or reversed.
  available: 'bg-success-50 text-success-700 ring-success-500/30',
  paid: 'bg-ink-900 text-white ring-ink-900',
  reversed: 'bg-danger-50 text-danger-700 ring-danger-500/30',
  // Cash the seller collected at the door (docs/decisions/0057): theirs, not a payout.
  collected: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
};

/** A design's, an accessory's or an earning's status as a small coloured pill; `label` when the contract words it. */
export function StatusPill({
  status,
  label,
  className,
}: {
  status: string;
  label?: string;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1',
        TONES[status] ?? TONES.inactive,
        className,
      )}
    >
      {label ?? status}
    </span>
  );
}
