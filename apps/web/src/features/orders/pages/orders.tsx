import { ORDER_MESSAGES } from '@campus-threads/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { parseHighlight } from '@/lib/order-links';
import { useMyOrders } from '../api/get-my-orders';
import { orderAnchorId } from '../components/order-card';
import { OrdersEmpty, OrdersError, OrdersSkeleton } from '../components/orders-states';
import { PaymentGroup } from '../components/payment-group';
import { groupByPayment, ordersErrorText, ownOrdersNewestFirst } from '../order-view';

/** True when the element's top already sits in the upper part of the screen, below the sticky header. */
function startsInView(element: HTMLElement): boolean {
  const top = element.getBoundingClientRect().top;
  return top >= 64 && top <= window.innerHeight * 0.5;
}

/** Opens the order the address highlights (also when it changes on this page) and scrolls to it once it is listed. */
function useHighlightedOrder(listedIds: readonly string[] | undefined) {
  const [params] = useSearchParams();
  const highlight = parseHighlight(params);
  const [open, setOpen] = useState<string[]>(() => (highlight ? [highlight] : []));
  const [seen, setSeen] = useState(highlight);
  if (highlight !== seen) {
    setSeen(highlight);
    if (highlight && !open.includes(highlight)) setOpen([...open, highlight]);
  }

  const listed = Boolean(highlight && listedIds?.includes(highlight));
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!highlight || !listed || scrolledTo.current === highlight) return;
    // After the layout's scroll-to-top of a new path, which runs after this child effect.
    const frame = window.requestAnimationFrame(() => {
      scrolledTo.current = highlight;
      const card = document.getElementById(orderAnchorId(highlight));
      if (!card || startsInView(card)) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      card.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [highlight, listed]);

  return { highlight, open, setOpen };
}

/** /orders: the signed-in user's orders, newest first (spec: accounts-orders §2), grouped by payment. */
export function OrdersPage() {
  const { user } = useAuth();
  // RequireAuth renders this page only with a user.
  const userId = user?._id ?? '';
  const query = useMyOrders(userId);
  const orders = query.data ? ownOrdersNewestFirst(query.data, userId) : undefined;
  const { highlight, open, setOpen } = useHighlightedOrder(orders?.map((o) => o._id));

  useEffect(() => {
    if (query.isError) notify.error(ORDER_MESSAGES.loadFailedToast);
  }, [query.isError, query.errorUpdatedAt]);

  return (
    <div className="min-h-[70vh] bg-zinc-50">
      <PageContainer className="max-w-5xl py-8 sm:py-12">
        <PageHeader
          variant="storefront"
          title="My Orders"
          description="Track your orders, from the moment we receive them to your doorstep."
        />
        <div className="mt-8">
          {orders ? (
            orders.length === 0 ? (
              <OrdersEmpty />
            ) : (
              <>
                {/* Each order's header is an <h3> (the accordion's): this keeps the outline in order. */}
                <h2 className="sr-only">Your orders</h2>
                <Accordion
                  type="multiple"
                  value={open}
                  onValueChange={setOpen}
                  className="space-y-3"
                >
                  {groupByPayment(orders).map((group) => (
                    <PaymentGroup key={group.paymentKey} group={group} highlight={highlight} />
                  ))}
                </Accordion>
              </>
            )
          ) : query.isError ? (
            <OrdersError
              message={ordersErrorText(query.error)}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <OrdersSkeleton />
          )}
        </div>
      </PageContainer>
    </div>
  );
}

export default OrdersPage;
