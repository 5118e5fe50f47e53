import {
  ratingLabel,
  ratingShares,
  REVIEW_SCREEN_TEXTS as T,
  type RatingSummary as Summary,
} from '@campus-threads/contract';
import { cn } from '@/lib/cn';
import { Stars } from '@/components/ui/star-rating';

/** The product's average, count and the share of each star as bars (approved reviews only). */
export function RatingSummary({ summary, className }: { summary: Summary; className?: string }) {
  return (
    <div className={className} data-testid="rating-summary">
      <p className="sr-only">{ratingLabel(summary.rating, summary.reviewCount)}</p>
      <div aria-hidden="true">
        <p className="text-5xl font-bold tracking-tight text-ink-900 tabular-nums">
          {summary.rating.toFixed(1)}
        </p>
        <Stars rating={summary.rating} size="lg" className="mt-2" />
        <p className="mt-2 text-sm text-zinc-600">{T.basedOn(summary.reviewCount)}</p>
      </div>
      <ul className="mt-6 space-y-2.5">
        {ratingShares(summary.distribution).map((row) => (
          <li
            key={row.stars}
            className="grid grid-cols-[3.25rem_minmax(0,1fr)_2.75rem] items-center gap-3 text-sm"
          >
            <span className="sr-only">{T.starsRowLabel(row.stars, row.count, row.percent)}</span>
            <span aria-hidden="true" className="font-medium text-ink-800">
              {T.starsRow(row.stars)}
            </span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-zinc-100">
              <span
                className={cn(
                  'block h-full rounded-full bg-warning-500',
                  row.percent === 0 && 'hidden',
                )}
                style={{ width: `${row.percent}%` }}
              />
            </span>
            <span aria-hidden="true" className="text-right text-zinc-500 tabular-nums">
              {row.percent}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
