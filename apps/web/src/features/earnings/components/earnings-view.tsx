import { EARNINGS_MESSAGES, toPaise } from '@campus-threads/contract';
import { IndianRupee } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { useSellerEarnings } from '../api/get-seller-earnings';
import { parsePage } from '../earnings-format';
import { EarningEntryRow } from './earning-entry-row';
import { EarningsSummary } from './earnings-summary';
import { PayoutDetailsCard } from './payout-details-card';
import { PickupAddressCard } from './pickup-address-card';
import { RecentPayouts } from './recent-payouts';
import { WeeklyEarningsCard } from './weekly-earnings-card';

function EntriesSkeleton() {
  return (
    <ul className="space-y-3" role="status" aria-label="Loading earnings">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
          <div className="flex justify-between gap-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-32" />
              <Skeleton className="h-4 w-48" />
            </div>
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-3 w-56" />
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/earnings (docs/decisions/0048): the seller's totals, earnings per week,
 * payout details, the ledger's entries page by page, and the latest payouts.
 */
export function EarningsView() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useSellerEarnings(user?._id ?? '', page);
  const data = query.data;

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next === 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    setParams(nextParams, { replace: true });
    document.getElementById('earnings-entries-title')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Earnings"
        description="What your designs and accessories have earned, when it can be paid out, and what the shop has paid you."
      />

      {query.isError && !data ? (
        <LoadError
          title={EARNINGS_MESSAGES.loadFailed}
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <EarningsSummary summary={data?.summary} holdDays={data?.holdDays} />

          <div className="grid items-start gap-4 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
            <div className="min-w-0 lg:col-span-2">
              <WeeklyEarningsCard weekly={data?.weekly} />
            </div>
            {/* Beside the chart and the entries on a wide screen; under the chart on a phone. */}
            <aside
              aria-label="Payouts"
              className="min-w-0 space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1"
            >
              <PayoutDetailsCard
                details={data?.payoutDetails}
                hasAvailable={toPaise(data?.summary.available ?? 0) > 0}
              />
              <PickupAddressCard />
              <RecentPayouts payouts={data?.payouts} />
            </aside>
            <section aria-labelledby="earnings-entries-title" className="min-w-0 lg:col-span-2">
              <div className="mb-3 flex items-baseline justify-between gap-3">
                <h2
                  id="earnings-entries-title"
                  className="scroll-mt-24 text-lg font-semibold text-ink-900"
                >
                  Entries
                </h2>
                {data && data.pagination.totalItems > 0 ? (
                  <p className="text-sm text-zinc-500 tabular-nums">
                    {data.pagination.totalItems.toLocaleString('en-IN')} in all, newest first
                  </p>
                ) : null}
              </div>
              <PagedList
                query={query}
                items={data?.entries}
                keepItemsOnError
                className="space-y-4"
                loading={<EntriesSkeleton />}
                errorTitle={EARNINGS_MESSAGES.loadFailed}
                empty={
                  <EmptyState
                    icon={IndianRupee}
                    title="Sell to start earning"
                    text={EARNINGS_MESSAGES.empty}
                  >
                    <Link to="/dashboard/upload" className={buttonClasses('dark')}>
                      Upload a design
                    </Link>
                    <Link to="/dashboard/accessories-upload" className={buttonClasses('secondary')}>
                      Add an accessory
                    </Link>
                  </EmptyState>
                }
                pagination={
                  data && {
                    page: data.pagination.currentPage,
                    totalPages: data.pagination.totalPages,
                    onChange: goTo,
                  }
                }
              >
                {(entries) => (
                  <ul
                    className={cn('space-y-3', query.isFetching && 'opacity-70 transition-opacity')}
                    aria-label="Earnings entries"
                    aria-busy={query.isFetching}
                  >
                    {entries.map((entry) => (
                      <EarningEntryRow key={entry._id} entry={entry} />
                    ))}
                  </ul>
                )}
              </PagedList>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
