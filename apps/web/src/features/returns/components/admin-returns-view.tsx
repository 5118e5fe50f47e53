import type { ReturnRequest } from '@campus-threads/contract';
import { RotateCcw, User } from 'lucide-react';
import { Link } from 'react-router';
import { PagedList, pagesOf } from '@/components/paged-list';
import { MarkCashRefundDialog } from './mark-cash-refund-dialog';
import { MoveReturnDialog } from './move-return-dialog';
import { ReturnActions } from './return-actions';
import { adminOrderHref } from '../return-links';
import { ReturnRequestCard } from './return-request-card';
import { RETURN_TEXTS } from '../return-texts';
import { useReturnMoves } from '../use-return-moves';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-blocks';
import { TabBar } from '@/components/ui/tab-bar';
import { useQueryState } from '@/lib/use-query-state';
import { ADMIN_RETURN_FILTERS, adminReturnsParams, parseAdminReturnsView } from '../admin-returns';
import { useAdminReturns } from '../api/get-admin-returns';

function ListSkeleton() {
  return (
    <ul className="space-y-4" role="status" aria-label="Loading requests">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
          <Skeleton className="h-4 w-48" />
          <div className="flex gap-3">
            <Skeleton className="h-14 w-12" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Which order and buyer a request is about, above the request in the list. */
function RequestHeading({ request }: { request: ReturnRequest }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-zinc-100 pb-3 text-sm">
      <Link
        to={adminOrderHref(request.orderId)}
        className="font-semibold text-saffron-700 hover:underline"
      >
        {RETURN_TEXTS.order(request.orderId)}
      </Link>
      <span className="inline-flex min-w-0 items-center gap-1.5 text-zinc-600" data-buyer>
        <User className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />
        <span className="truncate">{request.buyerName}</span>
      </span>
    </p>
  );
}

/**
 * /admin/returns (docs/decisions/0052): exchange and return requests by status, open ones
 * first, each with its order, buyer, lines, reason, photos and timeline, and the decisions left.
 */
export function AdminReturnsView() {
  const [view, setView] = useQueryState(parseAdminReturnsView, adminReturnsParams);
  const query = useAdminReturns(view);
  const moves = useReturnMoves();

  return (
    <div className="space-y-6">
      <PageHeader title={RETURN_TEXTS.adminTitle} description={RETURN_TEXTS.adminDescription} />

      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <TabBar
          label={RETURN_TEXTS.filterLabel}
          value={view.status}
          options={ADMIN_RETURN_FILTERS}
          onChange={(status) => setView(() => ({ status, page: 1 }), { replace: true })}
          dataKey="status"
        />
      </div>

      <PagedList
        query={query}
        items={query.data?.requests}
        loading={<ListSkeleton />}
        errorTitle={RETURN_TEXTS.adminLoadFailed}
        keepItemsOnError
        empty={
          <EmptyState
            icon={RotateCcw}
            title={RETURN_TEXTS.adminEmptyTitle}
            text={RETURN_TEXTS.adminEmptyText}
          />
        }
        pagination={pagesOf(query.data, (page) => setView((current) => ({ ...current, page })))}
        className="space-y-6"
      >
        {(requests) => (
          <ul className="space-y-4" aria-label="Requests">
            {requests.map((request) => (
              <li key={request._id}>
                <ReturnRequestCard
                  request={request}
                  heading={<RequestHeading request={request} />}
                  orderHref={adminOrderHref}
                  showCreditNote
                  viewer="admin"
                >
                  <ReturnActions
                    request={request}
                    as="admin"
                    onMove={moves.start}
                    onMarkCashPaid={moves.startPaying}
                  />
                </ReturnRequestCard>
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <MoveReturnDialog
        request={moves.request}
        move={moves.move}
        as="admin"
        onClose={moves.close}
      />
      <MarkCashRefundDialog request={moves.paying} as="admin" onClose={moves.closePaying} />
    </div>
  );
}
