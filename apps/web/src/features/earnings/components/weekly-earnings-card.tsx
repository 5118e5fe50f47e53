import { EARNINGS_CHART_WEEKS } from '@campus-threads/contract';
import { lazy, Suspense } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/lib/use-media-query';
import {
  isFlat,
  signedRupees,
  weekLabel,
  weeklySummary,
  type WeeklyEarning,
} from '../earnings-format';

// The chart library loads with the chart, only on this page (its own chunk).
const WeeklyEarningsChart = lazy(() => import('./weekly-earnings-chart'));

/** Earnings per week, last 12 weeks: a bar chart, and its numbers for screen readers. */
export function WeeklyEarningsCard({ weekly }: { weekly: readonly WeeklyEarning[] | undefined }) {
  const wide = useMediaQuery('(min-width: 640px)');
  const height = wide ? 240 : 200;
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-3">
        <div>
          <h2 id="weekly-earnings-title" className="text-lg font-semibold text-ink-900">
            Earnings per week
          </h2>
          <p className="text-sm text-zinc-500">
            Last {weekly?.length ?? EARNINGS_CHART_WEEKS} weeks (India time), net of reversals.
          </p>
        </div>
        {!weekly ? (
          <Skeleton className="w-full" style={{ height }} />
        ) : isFlat(weekly) ? (
          <p
            className="flex items-center justify-center rounded-lg border border-dashed border-zinc-300 px-4 text-center text-sm text-zinc-500"
            style={{ height }}
            data-chart-summary
          >
            {weeklySummary(weekly)}
          </p>
        ) : (
          <figure aria-labelledby="weekly-earnings-title" className="m-0">
            <p className="sr-only" data-chart-summary>
              {weeklySummary(weekly)}
            </p>
            <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
              <WeeklyEarningsChart weekly={weekly} height={height} />
            </Suspense>
            {/* A wrapper, not the table, is the 1 px box: a table keeps its rows' height. */}
            <div className="sr-only">
              <table data-chart-table>
                <caption>Earnings per week, last {weekly.length} weeks</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col">Earned</th>
                  </tr>
                </thead>
                <tbody>
                  {weekly.map((w) => (
                    <tr key={w.weekStart}>
                      <th scope="row">{weekLabel(w.weekStart)}</th>
                      <td>{signedRupees(w.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
