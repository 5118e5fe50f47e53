import { CATALOG_MESSAGES } from '@campus-threads/contract';
import { Timer } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { formatCountdownLong, formatCountdownShort, saleTimer } from './countdown';
import { useNow } from './use-now';

/** Sale countdown refresh (spec: storefront §9). */
export const SALE_TICK_MS = 1_000;

type SaleCountdownProps = {
  saleEndTime: string | null | undefined;
  /** 'card': days, hours, minutes; 'detail': days and hh:mm:ss, 'Sale ended' and bad dates shown. */
  variant: 'card' | 'detail';
  /** Called once when the sale runs out, so the caller can re-price. */
  onEnd?: () => void;
  className?: string;
};

export function SaleCountdown({ saleEndTime, variant, onEnd, className }: SaleCountdownProps) {
  const first = saleTimer(saleEndTime, Date.now());
  const now = useNow(SALE_TICK_MS, first.kind === 'running');
  const timer = saleTimer(saleEndTime, now);
  const ended = timer.kind === 'ended';

  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);

  if (timer.kind === 'none') return null;
  if (variant === 'card') {
    if (timer.kind !== 'running') return null;
    return (
      <p
        className={cn(
          'inline-flex items-center gap-1 text-xs font-medium text-danger-600',
          className,
        )}
      >
        <Timer className="size-3.5" aria-hidden="true" />
        <span>
          Ends in <span className="tabular-nums">{formatCountdownShort(timer.remainingMs)}</span>
        </span>
      </p>
    );
  }
  if (timer.kind === 'invalid')
    return <p className={cn('text-sm text-zinc-500', className)}>{CATALOG_MESSAGES.invalidDate}</p>;
  if (timer.kind === 'ended')
    return (
      <p className={cn('text-sm font-medium text-zinc-500', className)}>
        {CATALOG_MESSAGES.saleEnded}
      </p>
    );
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700',
        className,
      )}
    >
      <Timer className="size-4" aria-hidden="true" />
      <span>
        Sale ends in{' '}
        <span className="font-semibold tabular-nums">{formatCountdownLong(timer.remainingMs)}</span>
      </span>
    </p>
  );
}
