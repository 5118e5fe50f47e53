import { PAYOUT_MESSAGES, type AdminPayoutRow } from '@campus-threads/contract';
import { HandCoins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ExportRangeCard } from '../components/export-range-card';
import { PagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-blocks';
import { notify } from '@/lib/notify';
import { useMediaQuery } from '@/lib/use-media-query';
import { downloadPayouts } from './api/download-payouts';
import { useAdminPayouts } from './api/get-admin-payouts';
import { PayoutCards, PayoutTable } from './payout-seller-list';
import { PayoutTotals } from './payout-totals';
import { RecordPayoutDialog } from './record-payout-dialog';

function LoadingRows() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading payouts">
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-4"
        >
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="hidden h-9 w-44 sm:block" />
        </div>
      ))}
    </div>
  );
}

/**
 * /admin/payouts (docs/decisions/0048): what the shop owes each seller, a record of
 * each payout the admin made outside the shop, and a CSV of the payouts of a period.
 */
export function AdminPayoutsView() {
  const wide = useMediaQuery('(min-width: 1024px)');
  const query = useAdminPayouts();
  const [paying, setPaying] = useState<AdminPayoutRow | null>(null);
  const data = query.data;

  useEffect(() => {
    if (query.isError) notify.error(PAYOUT_MESSAGES.loadFailed);
  }, [query.isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payouts"
        description="What the shop owes each seller. Pay them by UPI or bank transfer, then record the payout here."
      />

      <PayoutTotals totals={data?.totals} />

      <ExportRangeCard
        title="Download payouts"
        description="A CSV of the payouts recorded in this period, one row per payout."
        download={downloadPayouts}
        messages={PAYOUT_MESSAGES}
      />

      <section aria-labelledby="payout-sellers" className="space-y-3">
        <h2 id="payout-sellers" className="text-lg font-semibold text-ink-900">
          Sellers
        </h2>
        <PagedList
          query={query}
          items={data?.sellers}
          loading={<LoadingRows />}
          errorTitle={PAYOUT_MESSAGES.loadFailed}
          keepItemsOnError
          empty={
            <EmptyState
              icon={HandCoins}
              title="No sellers to pay yet"
              text="A seller shows here once one of their designs or accessories sells."
            />
          }
        >
          {(sellers) =>
            wide ? (
              <PayoutTable sellers={sellers} onRecord={setPaying} />
            ) : (
              <PayoutCards sellers={sellers} onRecord={setPaying} />
            )
          }
        </PagedList>
      </section>

      <RecordPayoutDialog row={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
