import {
  EARNING_KIND_LABELS,
  EARNING_STATE_LABELS,
  shortOrderId,
  toPaise,
  type EarningEntry,
} from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { StatusPill } from '@/components/ui/status-pill';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { availableText, signedRupees } from '../earnings-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0">{label}:</dt>
      <dd className="min-w-0 font-medium break-words text-ink-800">{children}</dd>
    </div>
  );
}

/** One ledger entry as a card: what earned it, how much, its state, when it can be paid out. */
export function EarningEntryRow({ entry }: { entry: EarningEntry }) {
  const negative = toPaise(entry.amount) < 0;
  const available = availableText(entry);
  return (
    <li
      className="rounded-xl border border-zinc-200 bg-white p-4"
      data-testid="earning-entry"
      data-kind={entry.kind}
      data-state={entry.state}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-zinc-500">
            {EARNING_KIND_LABELS[entry.kind]} · Order #
            <span className="font-mono tracking-tight">{shortOrderId(entry.orderId)}</span>
          </p>
          <p className="mt-0.5 font-medium break-words text-ink-900">{entry.title}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p
            className={cn(
              'font-semibold tabular-nums',
              // A reversed entry never earned anything: its amount is struck through.
              entry.state === 'reversed'
                ? 'text-zinc-500 line-through'
                : negative
                  ? 'text-danger-700'
                  : 'text-ink-900',
            )}
          >
            {signedRupees(entry.amount)}
          </p>
          <StatusPill status={entry.state} label={EARNING_STATE_LABELS[entry.state]} />
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 border-t border-zinc-100 pt-3 text-xs text-zinc-500">
        <Fact label="Earned">
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
        </Fact>
        {available ? <Fact label="Available">{available}</Fact> : null}
        {entry.reference ? <Fact label="Payout reference">{entry.reference}</Fact> : null}
      </dl>
    </li>
  );
}
