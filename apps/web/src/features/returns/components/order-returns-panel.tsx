import { RotateCcw } from 'lucide-react';
import { LoadError } from '@/components/ui/state-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { useOrderReturns } from '../api/get-order-returns';
import type { ReturnDecider } from '../api/move-return';
import { MarkCashRefundDialog } from './mark-cash-refund-dialog';
import { MoveReturnDialog } from './move-return-dialog';
import { ReturnActions } from './return-actions';
import { ReturnRequestCard } from './return-request-card';
import { RETURN_TEXTS } from '../return-texts';
import { useReturnMoves } from '../use-return-moves';

/**
 * An order's exchange and return requests in a seller's or an admin's open order row, with the
 * decisions they may take. Mounted only while the row is open, so a page of rows reads nothing;
 * an order without requests shows nothing.
 */
export function OrderReturnsPanel({
  orderId,
  as,
  orderHref,
}: {
  orderId: string;
  as: ReturnDecider;
  orderHref?: (orderId: string) => string | null;
}) {
  const query = useOrderReturns(orderId);
  const moves = useReturnMoves();
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading exchange and return requests" className="space-y-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        title={RETURN_TEXTS.loadFailed}
        message={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const requests = query.data.requests;
  if (requests.length === 0) return null;
  return (
    <section aria-label={RETURN_TEXTS.section} data-order-returns={orderId}>
      <h3 className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-ink-900">
        <RotateCcw className="size-4 text-zinc-400" aria-hidden="true" />
        {RETURN_TEXTS.section} ({requests.length})
      </h3>
      <div className="space-y-3">
        {requests.map((request) => (
          <ReturnRequestCard
            key={request._id}
            request={request}
            orderHref={orderHref}
            showCreditNote={as === 'admin'}
            viewer={as}
          >
            <ReturnActions
              request={request}
              as={as}
              onMove={moves.start}
              onMarkCashPaid={moves.startPaying}
            />
          </ReturnRequestCard>
        ))}
      </div>
      <MoveReturnDialog request={moves.request} move={moves.move} as={as} onClose={moves.close} />
      <MarkCashRefundDialog request={moves.paying} as={as} onClose={moves.closePaying} />
    </section>
  );
}
