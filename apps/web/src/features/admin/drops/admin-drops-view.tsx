import { DROP_OWNER_MESSAGES } from '@campus-threads/contract';
import { Users } from 'lucide-react';
import {
  CancelDropDialog,
  DropActions,
  DropCard,
  DropListSkeleton,
  useCancelDropFlow,
} from '@/features/drops';
import { PagedList, pagesOf } from '@/components/paged-list';
import { useNow } from '@/components/product/use-now';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/state-blocks';
import { TabBar } from '@/components/ui/tab-bar';
import { useQueryState } from '@/lib/use-query-state';
import { ADMIN_DROP_FILTERS, adminDropsParams, parseAdminDropsView } from './admin-drops';
import { useCancelAdminDrop } from './api/cancel-admin-drop';
import { useAdminDrops } from './api/get-admin-drops';

/**
 * /admin/drops (docs/decisions/0049): every seller's drops, newest first, by status, with
 * the owner, the counts and money raised, each drop's size tally CSV and, while open, Cancel with a
 * reason (the owner is told; the cancel is audited).
 */
export function AdminDropsView() {
  const [view, setView] = useQueryState(parseAdminDropsView, adminDropsParams);
  const query = useAdminDrops({
    page: view.page,
    ...(view.status === 'all' ? {} : { status: view.status }),
  });
  const now = useNow(30_000);
  const cancelFlow = useCancelDropFlow(useCancelAdminDrop());

  return (
    <div className="space-y-6">
      <PageHeader
        title="Drops"
        description="Every group order sellers have opened: who is joining, the money raised and the sizes to print."
      />

      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <TabBar
          label="Drop status"
          value={view.status}
          options={ADMIN_DROP_FILTERS}
          onChange={(status) => setView(() => ({ status, page: 1 }), { replace: true })}
          dataKey="status"
        />
      </div>

      <PagedList
        query={query}
        items={query.data?.drops}
        loading={<DropListSkeleton label="Loading drops" />}
        errorTitle={DROP_OWNER_MESSAGES.adminLoadFailed}
        keepItemsOnError
        empty={
          <EmptyState
            icon={Users}
            title={DROP_OWNER_MESSAGES.adminEmptyTitle}
            text={DROP_OWNER_MESSAGES.adminEmptyText}
          />
        }
        pagination={pagesOf(query.data, (page) => setView((current) => ({ ...current, page })))}
        className="space-y-6"
      >
        {(drops) => (
          <ul className="space-y-4" aria-label="Drops">
            {drops.map((drop, index) => (
              <li key={drop._id}>
                <DropCard drop={drop} now={now} showOwner priority={index < 2}>
                  <DropActions drop={drop} now={now} onCancel={cancelFlow.start} />
                </DropCard>
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <CancelDropDialog
        drop={cancelFlow.cancelling}
        pending={cancelFlow.pending}
        onConfirm={cancelFlow.confirm}
        onClose={cancelFlow.close}
      />
    </div>
  );
}
