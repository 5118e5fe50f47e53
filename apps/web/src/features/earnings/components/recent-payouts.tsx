import { SELLER_RECENT_PAYOUTS, type Payout } from '@campus-threads/contract';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { signedRupees } from '../earnings-format';

/** The seller's latest payouts (the shop pays outside the app and records each one here). */
export function RecentPayouts({ payouts }: { payouts: readonly Payout[] | undefined }) {
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-3">
        <div>
          <h2 id="recent-payouts-title" className="text-lg font-semibold text-ink-900">
            Latest payouts
          </h2>
          <p className="text-sm text-zinc-500">Your last {SELLER_RECENT_PAYOUTS}, newest first.</p>
        </div>
        {!payouts ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : payouts.length === 0 ? (
          <p className="text-sm text-zinc-600">
            No payouts yet. Once the shop pays you, each payout shows here with its reference.
          </p>
        ) : (
          <ul className="divide-y divide-zinc-100" aria-labelledby="recent-payouts-title">
            {payouts.map((payout) => (
              <li key={payout._id} className="py-3 first:pt-0 last:pb-0" data-testid="payout">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-semibold text-ink-900 tabular-nums">
                    {signedRupees(payout.amount)}
                  </p>
                  <time dateTime={payout.createdAt} className="shrink-0 text-xs text-zinc-500">
                    {formatDate(payout.createdAt)}
                  </time>
                </div>
                <p className="mt-0.5 text-xs break-words text-zinc-500">
                  Reference <span className="font-medium text-ink-800">{payout.reference}</span> ·
                  to {payout.upiId}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
