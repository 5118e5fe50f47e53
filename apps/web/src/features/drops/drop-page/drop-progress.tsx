import { DROP_PAGE_TEXTS, dropProgress, type Drop } from '@campus-threads/contract';
import { cn } from '@/lib/cn';

/** People joined against the next number that matters, as a bar screen readers read as one. */
export function DropProgressBar({ drop }: { drop: Drop }) {
  const progress = dropProgress(drop);
  const reachedMinimum = drop.quantity >= drop.minQuantity;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
          <span data-testid="drop-progress">{progress.label}</span>
          {progress.goal !== 'none' ? (
            <span className="ml-1.5 text-sm font-medium text-zinc-600">joined</span>
          ) : null}
        </p>
        <p className="text-sm text-zinc-600">
          Minimum {drop.minQuantity}
          {drop.maxQuantity !== null ? ` · at most ${drop.maxQuantity}` : ''}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={DROP_PAGE_TEXTS.progressLabel}
        aria-valuemin={0}
        aria-valuemax={progress.target}
        aria-valuenow={progress.joined}
        aria-valuetext={`${progress.label}: ${progress.detail}`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-zinc-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            drop.status === 'failed' || drop.status === 'cancelled'
              ? 'bg-zinc-400'
              : reachedMinimum
                ? 'bg-success-600'
                : 'bg-saffron-500',
          )}
          style={{ width: `${Math.max(progress.percent, progress.joined > 0 ? 3 : 0)}%` }}
        />
      </div>
      {/* A closed drop's banner already says how it ended. */}
      {drop.status === 'open' ? (
        <p className="mt-2 text-sm font-medium text-ink-800">{progress.detail}</p>
      ) : null}
    </div>
  );
}
