import {
  formatRupees,
  DROP_MESSAGES,
  isHeldByDrop,
  lineAmountPaise,
  orderProgressLabel,
  orderProgressStep,
  ORDER_PROGRESS_STEPS,
  isFullyReturned,
  paymentStatusLabel,
  deliveryDateFact,
  DELIVERY_DATE_LABELS,
  shortOrderId,
  toPaise,
  type AdminOrder,
  type AdminOrderItem,
} from '@campus-threads/contract';
import { Store, Truck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BalanceNote,
  orderActions,
  type OrderAction,
  DeliveryContact,
  ParcelNote,
  OrderRemark,
  OrderRow,
  OrderRowActions,
  OrderRowSection,
  OrderStatusBadge,
  ShipmentFacts,
  TaxDocumentLinks,
} from '@/features/orders';
import { LineThumb } from '@/components/product/line-thumb';
import { OrderReturnsPanel, ReplacesOrderNote, adminOrderHref } from '@/features/returns';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useSiteName } from '@/lib/site-settings';
import { itemsLabel, productHref, shown } from './admin-orders';

const rupees = (value: number) => formatRupees(toPaise(value));

/** 'Step n of 5' as a bar (cancelled: 0 and red). */
function Progress({ order }: { order: AdminOrder }) {
  const step = orderProgressStep(order.status);
  const label = orderProgressLabel(order.status);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={ORDER_PROGRESS_STEPS}
        aria-valuenow={step}
        className="h-1.5 w-full max-w-40 min-w-16 overflow-hidden rounded-full bg-zinc-200"
      >
        <span
          className={cn(
            'block h-full rounded-full transition-[width]',
            order.status === 'delivered' ? 'bg-success-600' : 'bg-saffron-500',
          )}
          style={{ width: `${(step / ORDER_PROGRESS_STEPS) * 100}%` }}
        />
      </span>
      <span
        className={cn(
          'shrink-0 text-xs whitespace-nowrap tabular-nums',
          order.status === 'cancelled' ? 'text-danger-700' : 'text-zinc-500',
        )}
      >
        {label}
      </span>
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-0.5">
      <dt className="text-zinc-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

function ItemLine({ item, siteName }: { item: AdminOrderItem; siteName: string }) {
  const href = productHref(item);
  const thumb = <LineThumb src={item.imageUrl} alt={item.title} className="w-14 sm:w-16" />;
  const facts = [
    item.productType === 'accessory' ? 'Accessory' : item.size ? `Size ${item.size}` : null,
    item.color,
    `Qty ${item.quantity}`,
  ].filter(Boolean);
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-line={item.productType}>
      <div className="flex gap-3">
        {href ? (
          <Link to={href} className="shrink-0" aria-label={`Open ${item.title}`}>
            {thumb}
          </Link>
        ) : (
          thumb
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium break-words text-ink-900">{item.title}</p>
          <p className="text-sm text-zinc-600">{facts.join(' · ')}</p>
          <p className="flex flex-wrap gap-1.5 text-xs">
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 font-medium text-zinc-700">
              {item.printAndDeliver ? `Print & Delivery by ${siteName}` : 'Self Service'}
            </span>
            {item.wantsCustomization ? (
              <span className="rounded-full bg-saffron-50 px-2 py-0.5 font-medium text-saffron-700">
                Customized: {item.customName || 'N/A'} (+{rupees(item.customizationPrice)})
              </span>
            ) : null}
          </p>
        </div>
        <div className="shrink-0 text-right text-sm tabular-nums">
          <p className="font-semibold text-ink-900">{formatRupees(lineAmountPaise(item))}</p>
          <p className="text-xs text-zinc-500">{rupees(item.finalPrice)} each</p>
        </div>
      </div>
      <div
        className="mt-2 rounded-md border border-zinc-200 px-2.5 py-1.5 text-xs text-zinc-600 sm:ml-[4.75rem] sm:w-fit sm:min-w-72"
        data-seller
      >
        <span className="flex items-center gap-1.5 font-semibold text-ink-900">
          <Store className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />
          Seller: {item.seller.sellerName}
        </span>
        <span className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5">
          <a href={`mailto:${item.seller.sellerEmail}`} className="break-all hover:underline">
            {item.seller.sellerEmail}
          </a>
          <a href={`tel:${item.seller.sellerPhone}`} className="hover:underline">
            {item.seller.sellerPhone}
          </a>
        </span>
      </div>
    </li>
  );
}

/** One order: the heading row (a card on a phone) opens customer, sellers, summary, items, actions. */
export function AdminOrderRow({
  order,
  busy,
  highlighted = false,
  onAction,
}: {
  order: AdminOrder;
  busy: boolean;
  /** The order a notice opened the page on (?highlight=). */
  highlighted?: boolean;
  onAction: (order: AdminOrder, action: OrderAction) => void;
}) {
  const siteName = useSiteName();
  const d = order.deliveryDetails;
  const remark = order.remark?.trim() ? order.remark : null;
  const delivery = deliveryDateFact(order);
  const held = isHeldByDrop(order);
  return (
    <OrderRow
      order={order}
      highlighted={highlighted}
      align="start"
      panelClassName="space-y-4"
      summary={
        <span className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
          <span className="min-w-0">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink-900">
                Order #<span className="font-mono tracking-tight">{shortOrderId(order._id)}</span>
              </span>
              <OrderStatusBadge status={order.status} returned={isFullyReturned(order)} />
            </span>
            <span className="mt-0.5 block truncate text-sm text-zinc-500">
              {shown(d.fullName)} ·{' '}
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </span>
          </span>
          <Progress order={order} />
          <span className="flex items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0">
            <span className="font-semibold text-ink-900 tabular-nums">
              {rupees(order.totalAmount)}
            </span>
            <span className="text-xs text-zinc-500" data-item-count>
              {itemsLabel(order)}
            </span>
          </span>
        </span>
      }
    >
      <ReplacesOrderNote
        replacesOrderId={order.replacesOrderId}
        href={order.replacesOrderId ? adminOrderHref(order.replacesOrderId) : null}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <OrderRowSection
          title="Customer details"
          className="min-w-0"
          icon={<User className="size-4 text-zinc-400" aria-hidden="true" />}
        >
          <p className="font-medium text-ink-900">{shown(d.fullName)}</p>
          <DeliveryContact details={d} />
          <ParcelNote parcel={order.parcel} className="mt-1" />
        </OrderRowSection>
        <OrderRowSection title="Order summary" className="min-w-0">
          <dl>
            <Fact label="Payment status">
              <span data-payment-status={order.paymentStatus}>{paymentStatusLabel(order)}</span>
            </Fact>
            <Fact label="Payment method">{shown(order.paymentInfo.method)}</Fact>
            <Fact label="Order date">{formatDateTime(order.createdAt)}</Fact>
            <Fact label={delivery?.label ?? DELIVERY_DATE_LABELS.expected}>
              {delivery ? formatDateTime(delivery.at) : '—'}
            </Fact>
            <Fact label="Delivery">{rupees(order.deliveryPaymentAmount)}</Fact>
            <div className="mt-1 flex justify-between gap-4 border-t border-zinc-200 pt-1.5 font-bold text-ink-900">
              <dt>Total</dt>
              <dd className="tabular-nums">{rupees(order.totalAmount)}</dd>
            </div>
          </dl>
          <BalanceNote order={order} className="mt-2 bg-white" />
          <TaxDocumentLinks order={order} className="mt-3" />
        </OrderRowSection>
        {order.shipment ? (
          <OrderRowSection
            title="Shipment"
            className="min-w-0"
            icon={<Truck className="size-4 text-zinc-400" aria-hidden="true" />}
          >
            <ShipmentFacts shipment={order.shipment} linkClassName="sm:w-auto" />
          </OrderRowSection>
        ) : null}
      </div>

      <section aria-label="Items">
        <h3 className="mb-3 text-sm font-semibold text-ink-900">
          Items and sellers ({order.itemCount})
        </h3>
        <ul className="divide-y divide-zinc-100">
          {order.items.map((item, index) => (
            <ItemLine key={`${item.title}-${index}`} item={item} siteName={siteName} />
          ))}
        </ul>
      </section>

      {order.status === 'delivered' ? (
        <OrderReturnsPanel orderId={order._id} as="admin" orderHref={adminOrderHref} />
      ) : null}

      <OrderRemark
        status={order.status}
        remark={remark}
        label={order.status === 'cancelled' ? 'Cancellation reason: ' : 'Admin remark: '}
        className="break-words"
      />

      <OrderRowActions
        label="Order actions"
        idleText={
          held
            ? DROP_MESSAGES.waitingToClose
            : order.status === 'delivered'
              ? 'Delivered: nothing more to do.'
              : 'Cancelled: nothing more to do.'
        }
        actions={orderActions(order, 'admin')}
        busy={busy}
        onAction={(action) => onAction(order, action)}
      />
    </OrderRow>
  );
}
