import type { Order } from '@campus-threads/contract';
import { CircleCheck, Wallet } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { balanceLine } from '../balance';

/**
 * The balance of a 50% advance (docs/decisions/0048): due at the door (saffron), or collected
 * (green, with its day). Nothing for an order paid in full. `compact`: one line of text, for a
 * heading row.
 */
export function BalanceNote({
  order,
  compact = false,
  className,
}: {
  order: Pick<Order, 'status' | 'paymentInfo'>;
  compact?: boolean;
  className?: string;
}) {
  const line = balanceLine(order);
  if (!line) return null;
  const Icon = line.kind === 'due' ? Wallet : CircleCheck;
  const tone = line.kind === 'due' ? 'text-saffron-700' : 'text-success-700';
  if (compact)
    return (
      <span
        data-balance={line.kind}
        className={cn('inline-flex max-w-full items-center gap-1.5 text-sm font-medium', tone)}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">{line.text}</span>
      </span>
    );
  return (
    <p
      data-balance={line.kind}
      className={cn(
        'flex gap-2 rounded-lg px-3 py-2 text-sm',
        line.kind === 'due' ? 'bg-saffron-50 text-saffron-800' : 'bg-success-50 text-success-700',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        {line.text}
        {line.at ? (
          <span className="text-zinc-600">
            {' · '}
            <time dateTime={line.at}>{formatDate(line.at)}</time>
          </span>
        ) : null}
      </span>
    </p>
  );
}
