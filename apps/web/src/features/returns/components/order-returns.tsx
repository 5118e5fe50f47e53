import {
  canRequestReturn,
  isReturnableLine,
  RETURN_MESSAGES,
  returnWindowEnds,
  type Order,
} from '@campus-threads/contract';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMyReturns } from '../api/get-my-returns';
import { hasReturnableLine } from '../return-lines';
import { ReturnRequestCard } from './return-request-card';
import { RETURN_TEXTS } from '../return-texts';
import { requestsByOrder } from '../return-view';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { formatDate } from '@/lib/format-date';
import { ordersHref } from '@/lib/order-links';
import { useReturnWindowDays } from '@/lib/site-settings';

// The dialog (form, checks, uploads) loads the first time a buyer opens it.
const ReturnDialog = lazy(() =>
  import('./return-dialog').then((m) => ({ default: m.ReturnDialog })),
);

/**
 * A delivered order's exchanges and returns on /orders: "Exchange or return" while the window is
 * open and something can still go back, and each request with its timeline. Every card reads the
 * buyer's one list of requests (GET /api/returns/mine), so the page asks once.
 */
export function OrderReturns({ order }: { order: Order }) {
  const { user } = useAuth();
  const delivered = order.status === 'delivered';
  const query = useMyReturns(user?._id ?? '', delivered);
  const [open, setOpen] = useState(false);
  const windowDays = useReturnWindowDays();
  if (!delivered) return null;

  const requests = query.data ? (requestsByOrder(query.data.requests).get(order._id) ?? []) : [];
  const windowOpen = canRequestReturn(order, windowDays);
  // Without the list (it failed) the button still shows: the server checks what is left.
  const canAsk =
    windowOpen && (query.isError || (query.isSuccess && hasReturnableLine(order.items, requests)));
  const onlyPersonalised = windowOpen && order.items.every((line) => !isReturnableLine(line));
  if (!canAsk && !onlyPersonalised && requests.length === 0) return null;

  return (
    <section aria-label={RETURN_TEXTS.section} data-order-returns={order._id}>
      <h3 className="mb-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
        {RETURN_TEXTS.section}
      </h3>
      <div className="space-y-3">
        {canAsk ? (
          <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-zinc-600">
              {RETURN_TEXTS.windowEnds(
                formatDate(returnWindowEnds(new Date(order.deliveredAt!), windowDays)),
              )}
            </p>
            <Button
              size="sm"
              variant="dark"
              onPointerEnter={() => void import('./return-dialog')}
              onClick={() => setOpen(true)}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {RETURN_TEXTS.openButton}
            </Button>
          </div>
        ) : onlyPersonalised && requests.length === 0 ? (
          <p className="text-sm text-zinc-600">{RETURN_MESSAGES.personalised}</p>
        ) : null}
        {requests.map((request) => (
          <ReturnRequestCard
            key={request._id}
            request={request}
            orderHref={ordersHref}
            showCreditNote
          />
        ))}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ReturnDialog order={order} requests={requests} open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
