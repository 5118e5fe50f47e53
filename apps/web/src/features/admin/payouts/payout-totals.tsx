import { EARNING_STATE_LABELS, type EarningsSummary } from '@campus-threads/contract';
import { CheckCircle2, Clock, Wallet, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { rupees } from './payout-form';

const CARDS: { key: keyof EarningsSummary; icon: LucideIcon; tone: string; note: string }[] = [
  {
    key: 'pending',
    icon: Clock,
    tone: 'text-saffron-700',
    note: 'Orders not yet delivered or in the return window',
  },
  { key: 'available', icon: Wallet, tone: 'text-success-700', note: 'Owed to sellers now' },
  { key: 'paid', icon: CheckCircle2, tone: 'text-ink-900', note: 'Paid out so far' },
];

/** The shop's totals over every seller: what is on hold, what it owes now, what it has paid. */
export function PayoutTotals({ totals }: { totals: EarningsSummary | undefined }) {
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-4" aria-label="Shop totals">
      {CARDS.map(({ key, icon: Icon, tone, note }) => (
        <div
          key={key}
          data-total={key}
          className="min-w-0 rounded-xl border border-zinc-200 bg-white p-3 sm:p-4"
        >
          <dt className="flex items-center gap-1.5 text-xs font-medium text-zinc-500 sm:text-sm">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {EARNING_STATE_LABELS[key]}
          </dt>
          <dd className={`mt-1 truncate text-lg font-bold tabular-nums sm:text-2xl ${tone}`}>
            {totals ? rupees(totals[key]) : <Skeleton className="h-7 w-24" />}
          </dd>
          <dd className="mt-0.5 text-xs text-zinc-500">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
