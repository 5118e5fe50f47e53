import {
  EARNING_STATE_LABELS,
  EARNINGS_MESSAGES,
  type EarningsSummary as Summary,
} from '@campus-threads/contract';
import { CheckCircle2, Clock, Wallet, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { signedRupees } from '../earnings-format';

const CARDS: { key: keyof Summary; icon: LucideIcon; tone: string }[] = [
  { key: 'pending', icon: Clock, tone: 'text-saffron-700' },
  { key: 'available', icon: Wallet, tone: 'text-success-700' },
  { key: 'paid', icon: CheckCircle2, tone: 'text-ink-900' },
];

/** What each total means to the seller; pending's note is the hold (docs/decisions/0048). */
function note(key: keyof Summary, holdDays: number): string {
  if (key === 'pending') return EARNINGS_MESSAGES.holdNote(holdDays);
  return key === 'available' ? 'Ready for your next payout.' : 'Sent to your UPI ID so far.';
}

/** The seller's three totals: on hold, ready to be paid, paid. */
export function EarningsSummary({
  summary,
  holdDays,
}: {
  summary: Summary | undefined;
  holdDays: number | undefined;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4" aria-label="Your earnings">
      {CARDS.map(({ key, icon: Icon, tone }) => (
        <div
          key={key}
          data-total={key}
          className="min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-card"
        >
          <dt className="flex items-center gap-1.5 text-sm font-medium text-zinc-500">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {EARNING_STATE_LABELS[key]}
          </dt>
          <dd className={cn('mt-1 truncate text-2xl font-bold tracking-tight tabular-nums', tone)}>
            {summary ? signedRupees(summary[key]) : <Skeleton className="h-8 w-28" />}
          </dd>
          <dd className="mt-1 text-xs text-zinc-500">
            {holdDays === undefined ? <Skeleton className="h-4 w-40" /> : note(key, holdDays)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
