import {
  SELLER_MESSAGES,
  UPLOAD_HISTORY_TABS,
  type SellerDesign,
  type UploadHistoryTab,
} from '@campus-threads/contract';
import { History, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-blocks';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth-context';
import { useSellerDesigns } from '../api/get-seller-designs';
import { DesignCard } from './design-card';
import { DesignDetailDialog } from './design-detail-dialog';
import { designsForTab, pageOf, parseTab, TAB_LABELS, tabCounts } from './upload-history';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 xl:grid-cols-4';

const EMPTY_TEXT: Record<UploadHistoryTab, string> = {
  all: 'Designs you upload show up here while they are reviewed, and after.',
  pending: 'Nothing is waiting for review right now.',
  approved: 'None of your designs is in the shop yet.',
  rejected: 'No design of yours has been rejected.',
};

function GridSkeleton() {
  return (
    <div className={GRID} role="status" aria-label="Loading designs">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-zinc-200 bg-white">
          <Skeleton className="aspect-[4/5] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /dashboard/upload-history: the seller's designs by review status (spec: seller-admin §2). */
export function UploadHistoryView() {
  const { user } = useAuth();
  const query = useSellerDesigns(user?._id ?? '');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const [open, setOpen] = useState<SellerDesign | null>(null);
  const counts = query.data ? tabCounts(query.data) : null;
  const designs = query.data ? designsForTab(query.data.designs, tab) : [];
  const paged = pageOf(designs, Number(params.get('page') ?? 1));

  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === 'all') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Upload History"
        description="Every design you uploaded, with its review status and the admin's remarks."
        actions={
          <Link to="/dashboard/upload" className={buttonClasses('primary', 'sm')}>
            <Upload className="size-4" aria-hidden="true" /> Upload New Design
          </Link>
        }
      />

      <Tabs value={tab} onValueChange={setTab}>
        {/* Filter tabs: the list below is not a tab panel, so no aria-controls to a missing id. */}
        <TabsList className="grid grid-cols-2 sm:inline-flex" aria-label="Design status">
          {UPLOAD_HISTORY_TABS.map((t) => (
            <TabsTrigger key={t} value={t} data-tab={t} aria-controls={undefined}>
              {TAB_LABELS[t]}
              <span
                className="rounded-full bg-zinc-200/80 px-1.5 py-0.5 text-xs font-semibold text-ink-800 tabular-nums"
                data-count={t}
              >
                {counts ? counts[t] : '–'}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>

      <PagedList
        query={query}
        items={query.data ? paged.items : undefined}
        loading={<GridSkeleton />}
        errorTitle="Your designs could not be loaded."
        empty={
          <EmptyState
            icon={History}
            title={
              tab === 'all'
                ? SELLER_MESSAGES.noDesigns
                : `No ${TAB_LABELS[tab].toLowerCase()} designs`
            }
            text={EMPTY_TEXT[tab]}
          >
            <Link to="/dashboard/upload" className={buttonClasses('dark')}>
              Upload a design
            </Link>
          </EmptyState>
        }
        pagination={{
          page: paged.page,
          totalPages: paged.totalPages,
          onChange: (page) => {
            const next = new URLSearchParams(params);
            if (page === 1) next.delete('page');
            else next.set('page', String(page));
            setParams(next);
            window.scrollTo({ top: 0 });
          },
        }}
      >
        {(items) => (
          <ul className={GRID} aria-label={`${TAB_LABELS[tab]} designs`}>
            {items.map((design, index) => (
              <li key={design.id}>
                <DesignCard design={design} onOpen={() => setOpen(design)} priority={index < 4} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open ? <DesignDetailDialog design={open} /> : null}
      </Dialog>
    </div>
  );
}
