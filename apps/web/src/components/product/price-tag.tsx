import { formatRupees } from '@campus-threads/contract';
import { cn } from '@/lib/cn';
import type { PriceDisplay } from './price';

type PriceTagProps = {
  display: PriceDisplay;
  size?: 'card' | 'detail';
  className?: string;
  testId?: string;
};

/** Final price, and when discounted the struck-through regular price and a percent-off badge. */
export function PriceTag({ display, size = 'card', className, testId }: PriceTagProps) {
  const big = size === 'detail';
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span
        data-testid={testId}
        className={cn('font-bold text-ink-900 tabular-nums', big ? 'text-3xl' : 'text-base')}
      >
        {formatRupees(display.current)}
      </span>
      {display.original !== null ? (
        <>
          <s className={cn('text-zinc-500 tabular-nums', big ? 'text-lg' : 'text-sm')}>
            <span className="sr-only">Regular price </span>
            {formatRupees(display.original)}
          </s>
          {display.badge !== null ? (
            <span
              className={cn(
                'rounded-full bg-success-50 font-semibold text-success-700',
                big ? 'px-2.5 py-0.5 text-sm' : 'px-2 py-0.5 text-xs',
              )}
            >
              {display.badge}% off
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
