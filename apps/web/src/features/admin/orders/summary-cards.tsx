import { ADMIN_ORDER_SUMMARY_LABELS, type AdminOrdersSummary } from '@campus-threads/contract';
import { CheckCircle2, Clock, Package, Truck, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

const CARDS: { key: keyof typeof ADMIN_ORDER_SUMMARY_LABELS; icon: LucideIcon; tone: string }[] = [
  { key: 'total', icon: Package, tone: 'text-ink-900' },
  { key: 'pending', icon: Clock, tone: 'text-saffron-700' },
  { key: 'inProgress', icon: Truck, tone: 'text-ink-900' },
  { key: 'completed', icon: CheckCircle2, tone: 'text-success-700' },
];

/** Total, Pending, In Progress, Completed over the current filters (whatever the tab). */
export function SummaryCards({ summary }: { summary: AdminOrdersSummary | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4" aria-label="Order summary">
      {CARDS.map(({ key, icon: Icon, tone }) => (
        <div
          key={key}
          data-summary={key}
          className="min-w-0 rounded-xl border border-zinc-200 bg-white p-3 sm:p-4"
        >
          <dt className="flex items-center gap-1.5 text-xs font-medium text-zinc-500 sm:text-sm">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {ADMIN_ORDER_SUMMARY_LABELS[key]}
          </dt>
          <dd className={`mt-1 truncate text-lg font-bold tabular-nums sm:text-2xl ${tone}`}>
            {summary ? summary[key].toLocaleString('en-IN') : <Skeleton className="h-7 w-12" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
