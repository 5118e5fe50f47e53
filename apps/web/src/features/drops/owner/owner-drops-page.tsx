import { DROP_OWNER_MESSAGES } from '@campus-threads/contract';
import { History, Users } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CancelDropDialog } from '../components/cancel-drop-dialog';
import { DropActions } from '../components/drop-actions';
import { DropCard } from '../components/drop-card';
import { DropListSkeleton } from '../components/drop-list-skeleton';
import { useCancelDropFlow } from '../use-cancel-drop-flow';
import { PagedList } from '@/components/paged-list';
import { useNow } from '@/components/product/use-now';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/state-blocks';
import { useAuth } from '@/lib/auth-context';
import { useCancelDrop } from '../api/cancel-drop';
import { useMyDrops } from '../api/list-my-drops';
import { OpenedDropBanner, openedDropOf } from './opened-drop-banner';

/** Where a drop is opened from: the seller's approved designs. */
const APPROVED_DESIGNS = '/dashboard/upload-history?tab=approved';

/**
 * /dashboard/drops (docs/decisions/0049): the signed-in user's drops, newest first, each
 * with how many joined, the money raised and the time left, its link to share, its size tally CSV
 * and, while open, Cancel. A drop just opened shows its link on top.
 */
export function OwnerDropsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMyDrops(user?._id ?? '', page);
  const now = useNow(30_000);
  const location = useLocation();
  const navigate = useNavigate();
  const opened = openedDropOf(location.state);
  const cancelFlow = useCancelDropFlow(useCancelDrop());

  return (
    <div className="space-y-6">
      <PageHeader
        title="Drops"
        description="Group orders on your designs: who joined, the money raised and the sizes to print."
        actions={
          <Link to={APPROVED_DESIGNS} className={buttonClasses('primary', 'sm')}>
            <Users className="size-4" aria-hidden="true" /> Open a drop
          </Link>
        }
      />

      {opened ? (
        <OpenedDropBanner
          drop={opened}
          onClose={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
        />
      ) : null}

      <PagedList
        query={query}
        items={query.data?.drops}
        loading={<DropListSkeleton label="Loading your drops" />}
        errorTitle={DROP_OWNER_MESSAGES.loadFailed}
        keepItemsOnError
        empty={
          <EmptyState
            icon={Users}
            title={DROP_OWNER_MESSAGES.emptyTitle}
            text={DROP_OWNER_MESSAGES.emptyText}
          >
            <Link to={APPROVED_DESIGNS} className={buttonClasses('dark')}>
              <History className="size-4" aria-hidden="true" /> Go to upload history
            </Link>
          </EmptyState>
        }
        pagination={
          query.data
            ? {
                page: query.data.pagination.currentPage,
                totalPages: query.data.pagination.totalPages,
                onChange: (next) => {
                  const change = new URLSearchParams(params);
                  if (next === 1) change.delete('page');
                  else change.set('page', String(next));
                  setParams(change);
                  window.scrollTo({ top: 0 });
                },
              }
            : undefined
        }
        className="space-y-6"
      >
        {(drops) => (
          <ul className="space-y-4" aria-label="Your drops">
            {drops.map((drop, index) => (
              <li key={drop._id}>
                <DropCard drop={drop} now={now} priority={index < 2}>
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
