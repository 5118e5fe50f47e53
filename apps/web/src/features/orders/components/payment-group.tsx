import { formatRupees } from '@campus-threads/contract';
import { OrderCard } from './order-card';
import type { PaymentGroup as Group } from '../order-view';

/**
 * The orders of one payment. A payment that made one order is just its card, as before; one
 * split between fulfillers (the shop, a seller) shows the payment once above its orders, each
 * with its own items, status, timeline and share of what was paid. A size exchange's ₹0
 * replacement is shown on its own, set in under the order it replaces.
 */
export function PaymentGroup({ group, highlight }: { group: Group; highlight: string | null }) {
  if (group.replacesOrderId) {
    // A size exchange's ₹0 replacement, under the order it replaces (its card says which).
    const order = group.orders[0]!;
    return (
      <div
        className="border-l-2 border-saffron-200 pl-3 sm:ml-6 sm:pl-4"
        data-replacement-of={group.replacesOrderId}
      >
        <OrderCard order={order} highlighted={order._id === highlight} />
      </div>
    );
  }
  if (group.orders.length === 1) {
    const order = group.orders[0]!;
    return <OrderCard order={order} highlighted={order._id === highlight} />;
  }
  return (
    <section
      data-payment={group.paymentKey}
      aria-label={`One payment, ${group.orders.length} orders`}
      className="space-y-2 rounded-2xl border border-dashed border-zinc-300 p-2 sm:p-3"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-2 text-sm text-zinc-600">
        <span>
          One payment ·{' '}
          <span className="font-medium text-ink-900">{group.orders.length} orders</span>, each sent
          separately
        </span>
        <span className="tabular-nums">
          Paid <span className="font-semibold text-ink-900">{formatRupees(group.paidPaise)}</span>
          {group.doorPaise > 0 ? (
            <>
              {' '}
              ({formatRupees(group.onlinePaise)} online · {formatRupees(group.doorPaise)} at the
              door)
            </>
          ) : null}
          {group.remainingPaise > 0 ? (
            <> · {formatRupees(group.remainingPaise)} due on delivery</>
          ) : null}
        </span>
      </p>
      {group.orders.map((order) => (
        <OrderCard key={order._id} order={order} highlighted={order._id === highlight} split />
      ))}
    </section>
  );
}
