import {
  formatRupees,
  DROP_MESSAGES,
  isFinalOrderStatus,
  isHeldByDrop,
  lineAmountPaise,
  isFullyReturned,
  paymentStatusLabel,
  SALES_IDLE_TEXTS,
  deliveryDateFact,
  SHOP_FULFILLED_TEXTS,
  toPaise,
  type SellerOrder,
} from '@campus-threads/contract';
import { Store, Truck, User } from 'lucide-react';
import {
  BalanceNote,
  orderActions,
  type OrderAction,
  OrderTitle,
  DeliveryContact,
  ParcelNote,
  OrderRemark,
  OrderRow,
  OrderRowActions,
  OrderRowSection,
  OrderStatusBadge,
  ShipmentFacts,
} from '@/features/orders';
import { LineThumb } from '@/components/product/line-thumb';
import { useHasOpenReturn, OrderReturnsPanel, ReplacesOrderNote } from '@/features/returns';
import { formatDateTime } from '@/lib/format-date';
import { latestRemark, shown, unitsOf } from './sales';

const rupees = (value: number) => formatRupees(toPaise(value));

function LineDetails({ item }: { item: SellerOrder['items'][number] }) {
  const facts = [
    item.productType === 'accessory' ? 'Accessory' : null,
    item.size ? `Size ${item.size}` : null,
    item.color ? item.color : null,
    `Qty ${item.quantity}`,
  ].filter(Boolean);
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0" data-line={item.productType}>
      <LineThumb src={item.imageUrl} alt="" className="w-14 sm:w-16" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink-900">{item.title}</p>
        <p className="mt-0.5 text-sm text-zinc-600">{facts.join(' · ')}</p>
        {item.wantsCustomization ? (
          <p className="mt-1 text-sm text-saffron-700">
            Customised: <span className="font-semibold">{item.customName || 'N/A'}</span>
            {item.customizationPrice > 0 ? ` (+${rupees(item.customizationPrice)})` : null}
          </p>
        ) : null}
      </div>
      <div className="shrink-0 text-right text-sm tabular-nums">
        <p className="font-semibold text-ink-900">{formatRupees(lineAmountPaise(item))}</p>
        {item.quantity > 1 ? (
          <p className="text-xs text-zinc-500">{rupees(item.finalPrice)} each</p>
        ) : null}
      </div>
    </li>
  );
}

/** What the seller is told when a sale has no button. */
function idleText(order: SellerOrder, openReturn: boolean): string {
  if (order.fulfilledByShop) return SHOP_FULFILLED_TEXTS.idle;
  if (isHeldByDrop(order)) return DROP_MESSAGES.waitingToClose;
  if (openReturn) return SALES_IDLE_TEXTS.openReturn;
  return isFinalOrderStatus(order.status) ? SALES_IDLE_TEXTS.done : SALES_IDLE_TEXTS.shopMoves;
}

/**
 * A delivered sale is done unless an exchange or return request of it still waits for the seller
 * (the requests the row's panel reads: one request, shared with it).
 */
function SalesIdleText({ order }: { order: SellerOrder }) {
  const openReturn = useHasOpenReturn(
    order._id,
    order.status === 'delivered' && !order.fulfilledByShop,
  );
  return <>{idleText(order, openReturn)}</>;
}

/**
 * One sale: the heading row opens the lines, where to ship, how it travels, totals and the
 * seller's moves. An order the shop fulfils (the seller's Print & Delivery design) is read-only,
 * without the buyer's details (docs/decisions/0048).
 */
export function SalesOrderRow({
  order,
  busy,
  highlighted = false,
  onAction,
}: {
  order: SellerOrder;
  busy: boolean;
  /** The order a notice opened the page on (?highlight=). */
  highlighted?: boolean;
  onAction: (order: SellerOrder, action: OrderAction) => void;
}) {
  const d = order.fulfilledByShop ? null : order.deliveryDetails;
  const remark = latestRemark(order);
  const units = unitsOf(order);
  const delivery = deliveryDateFact(order);
  return (
    <OrderRow
      order={order}
      highlighted={highlighted}
      summary={
        <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <OrderTitle
            order={order}
            detail={
              order.fulfilledByShop ? (
                <span
                  className="inline-flex items-center gap-1 font-medium text-zinc-700"
                  data-shop-fulfilled
                >
                  <Store className="size-3.5 shrink-0" aria-hidden="true" />
                  {SHOP_FULFILLED_TEXTS.badge}
                </span>
              ) : d ? (
                shown(d.fullName)
              ) : undefined
            }
          />
          <span className="flex items-center gap-3">
            <OrderStatusBadge status={order.status} returned={isFullyReturned(order)} />
            <span className="text-sm text-zinc-500 tabular-nums">
              {units} {units === 1 ? 'unit' : 'units'}
            </span>
            <span className="ml-auto font-semibold text-ink-900 tabular-nums sm:ml-0">
              {rupees(order.totalAmount)}
            </span>
          </span>
        </span>
      }
    >
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-5">
          <section aria-label="Your items">
            <h3 className="mb-3 text-sm font-semibold text-ink-900">Your items</h3>
            <ul className="divide-y divide-zinc-100">
              {order.items.map((item, index) => (
                <LineDetails key={`${item.title}-${index}`} item={item} />
              ))}
            </ul>
          </section>
          {/* The seller decides on requests of the orders they fulfil (docs/decisions/0052). */}
          {order.status === 'delivered' && !order.fulfilledByShop ? (
            <OrderReturnsPanel orderId={order._id} as="seller" />
          ) : null}
        </div>

        <div className="space-y-4">
          <ReplacesOrderNote replacesOrderId={order.replacesOrderId} />
          {d ? (
            <OrderRowSection title="Ship to">
              <p className="flex items-start gap-2 text-ink-900">
                <User className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                {shown(d.fullName)}
              </p>
              <DeliveryContact details={d} />
              <ParcelNote parcel={order.parcel} className="mt-1" />
            </OrderRowSection>
          ) : null}

          {order.shipment ? (
            <OrderRowSection
              title="Shipment"
              icon={<Truck className="size-4 text-zinc-400" aria-hidden="true" />}
            >
              <ShipmentFacts shipment={order.shipment} />
            </OrderRowSection>
          ) : null}

          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-4 text-zinc-600">
              <dt>Delivery</dt>
              <dd className="tabular-nums">{rupees(order.deliveryPaymentAmount)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-zinc-600">
              <dt>Payment</dt>
              <dd>{paymentStatusLabel(order)}</dd>
            </div>
            {delivery ? (
              <div className="flex justify-between gap-4 text-zinc-600">
                <dt>{delivery.label}</dt>
                <dd>{formatDateTime(delivery.at)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 border-t border-zinc-200 pt-1.5 font-bold text-ink-900">
              <dt>Total</dt>
              <dd className="tabular-nums">{rupees(order.totalAmount)}</dd>
            </div>
          </dl>

          <BalanceNote order={order} />

          <OrderRemark
            status={order.status}
            remark={remark}
            label={order.status === 'cancelled' ? 'Reason: ' : 'Note: '}
          />

          <OrderRowActions
            idleText={<SalesIdleText order={order} />}
            actions={orderActions(order, 'seller')}
            busy={busy}
            onAction={(action) => onAction(order, action)}
          />
        </div>
      </div>
    </OrderRow>
  );
}
