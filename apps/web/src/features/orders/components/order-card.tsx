import { RETURN_MESSAGES, shortOrderId, type Order } from '@campus-threads/contract';
import { BalanceNote } from './balance-note';
import { OrderStatusAndTotal, OrderTitle } from './order-heading';
import { TaxDocumentLinks } from './tax-document-links';
import { ReplacesOrderNote, OrderReturns } from '@/features/returns';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { cn } from '@/lib/cn';
import { ordersHref } from '@/lib/order-links';
import { fulfilmentLabel, itemCountLabel } from '../order-view';
import { CancelMyOrder } from './cancel-my-order';
import { DeliveryDetails, PaymentDetails, ShipmentDetails } from './order-facts';
import { OrderItems } from './order-items';
import { ParcelNote } from './parcel-note';
import { OrderTimelineList } from './order-timeline-list';
import { RefundNote } from './refund-note';

export function orderAnchorId(orderId: string): string {
  return `order-${orderId}`;
}

/**
 * One order in the accordion: a summary line; open, its items, timeline, delivery and payment.
 * `split`: one of several orders of one payment, so it says who ships it (as does an order a
 * seller ships, by the seller's name).
 */
export function OrderCard({
  order,
  highlighted,
  split = false,
}: {
  order: Order;
  highlighted: boolean;
  split?: boolean;
}) {
  return (
    <AccordionItem
      value={order._id}
      id={orderAnchorId(order._id)}
      data-order-id={order._id}
      data-highlighted={highlighted || undefined}
      className={cn(
        'scroll-mt-24 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-card',
        highlighted && 'border-saffron-300 ring-2 ring-saffron-200',
      )}
    >
      <AccordionTrigger className="px-4 hover:text-ink-900 sm:px-6">
        <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <span className="flex min-w-0 flex-col gap-1">
            <OrderTitle
              order={order}
              detail={
                split || order.fulfillerId
                  ? `${itemCountLabel(order)} · ${fulfilmentLabel(order)}`
                  : itemCountLabel(order)
              }
            />
            <RefundNote order={order} compact />
            {order.replacesOrderId ? (
              <span className="text-sm font-medium text-saffron-700" data-replacement>
                {RETURN_MESSAGES.replacementRemark(shortOrderId(order.replacesOrderId))}
              </span>
            ) : null}
            {order.paymentInfo.balanceDue > 0 ? <BalanceNote order={order} compact /> : null}
            {/* While it travels, the promised date is worth seeing without opening the order. */}
            {order.status !== 'delivered' && order.status !== 'cancelled' ? (
              <ParcelNote parcel={order.parcel} className="font-medium text-zinc-600" />
            ) : null}
          </span>
          <OrderStatusAndTotal order={order} />
        </span>
      </AccordionTrigger>
      <AccordionContent className="border-t border-zinc-100 px-4 pt-5 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <section>
              <h3 className="mb-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
                Items
              </h3>
              <OrderItems items={order.items} order={order} />
            </section>
            <section>
              <h3 className="mb-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
                Order status
              </h3>
              <OrderTimelineList order={order} />
            </section>
            <OrderReturns order={order} />
            <CancelMyOrder order={order} />
          </div>
          <div className="space-y-4">
            <ReplacesOrderNote
              replacesOrderId={order.replacesOrderId}
              href={order.replacesOrderId ? ordersHref(order.replacesOrderId) : null}
            />
            <RefundNote order={order} />
            {order.shipment ? <ShipmentDetails shipment={order.shipment} /> : null}
            <DeliveryDetails details={order.deliveryDetails} parcel={order.parcel} />
            <PaymentDetails order={order} />
            <TaxDocumentLinks order={order} />
          </div>
        </div>
      </AccordionContent>
    </AccordionItem>
  );
}
