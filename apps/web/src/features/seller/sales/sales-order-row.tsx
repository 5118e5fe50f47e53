import {
  formatRupees,
  lineAmountPaise,
  paymentStatusLabel,
  toPaise,
  type SellerOrder,
} from '@campus-threads/contract';
import { ChevronDown, MapPin, Phone, Mail, User } from 'lucide-react';
import { useId, useState } from 'react';
import { LineThumb } from '@/components/order/line-thumb';
import { OrderTitle } from '@/components/order/order-heading';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { latestRemark, sellerActions, shown, unitsOf, type SellerAction } from './sales';

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

/** One sale: the heading row opens the lines, where to ship, totals and the seller's moves. */
export function SalesOrderRow({
  order,
  busy,
  onAction,
}: {
  order: SellerOrder;
  busy: boolean;
  onAction: (order: SellerOrder, action: SellerAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const actions = sellerActions(order.status);
  const d = order.deliveryDetails;
  const remark = latestRemark(order);
  const units = unitsOf(order);
  return (
    <li
      className="overflow-hidden rounded-xl border border-zinc-200 bg-white"
      data-order-id={order._id}
      data-order-status={order.status}
    >
      <button
        type="button"
        className="flex w-full items-center gap-3 p-4 text-left hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:outline-none sm:px-5"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <OrderTitle order={order} detail={shown(d.fullName)} />
          <span className="flex items-center gap-3">
            <OrderStatusBadge status={order.status} />
            <span className="text-sm text-zinc-500 tabular-nums">
              {units} {units === 1 ? 'unit' : 'units'}
            </span>
            <span className="ml-auto font-semibold text-ink-900 tabular-nums sm:ml-0">
              {rupees(order.totalAmount)}
            </span>
          </span>
        </span>
        <ChevronDown
          className={cn('size-5 shrink-0 text-zinc-400 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>

      {open ? (
        <div id={panelId} className="border-t border-zinc-200 px-4 py-4 sm:px-5">
          <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
            <section aria-label="Your items">
              <h3 className="mb-3 text-sm font-semibold text-ink-900">Your items</h3>
              <ul className="divide-y divide-zinc-100">
                {order.items.map((item, index) => (
                  <LineDetails key={`${item.title}-${index}`} item={item} />
                ))}
              </ul>
            </section>

            <div className="space-y-4">
              <section aria-label="Ship to" className="rounded-lg bg-zinc-50 p-3.5 text-sm">
                <h3 className="mb-2 font-semibold text-ink-900">Ship to</h3>
                <p className="flex items-start gap-2 text-ink-900">
                  <User className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                  {shown(d.fullName)}
                </p>
                <p className="mt-1 flex items-start gap-2 break-words text-zinc-700">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                  <span className="min-w-0">
                    {shown(d.address)}, {shown(d.district)}, {shown(d.state)} – {shown(d.pinCode)}
                  </span>
                </p>
                <p className="mt-1 flex items-center gap-2 text-zinc-700">
                  <Phone className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                  {d.phone ? <a href={`tel:${d.phone}`}>{d.phone}</a> : 'N/A'}
                </p>
                <p className="mt-1 flex items-center gap-2 break-all text-zinc-700">
                  <Mail className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                  {d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : 'N/A'}
                </p>
              </section>

              <dl className="space-y-1 text-sm">
                <div className="flex justify-between gap-4 text-zinc-600">
                  <dt>Delivery</dt>
                  <dd className="tabular-nums">{rupees(order.deliveryPaymentAmount)}</dd>
                </div>
                <div className="flex justify-between gap-4 text-zinc-600">
                  <dt>Payment</dt>
                  <dd>{paymentStatusLabel(order)}</dd>
                </div>
                {order.expectedDeliveryDate && order.status !== 'cancelled' ? (
                  <div className="flex justify-between gap-4 text-zinc-600">
                    <dt>Expected delivery</dt>
                    <dd>{formatDateTime(order.expectedDeliveryDate)}</dd>
                  </div>
                ) : null}
                <div className="flex justify-between gap-4 border-t border-zinc-200 pt-1.5 font-bold text-ink-900">
                  <dt>Total</dt>
                  <dd className="tabular-nums">{rupees(order.totalAmount)}</dd>
                </div>
              </dl>

              {remark ? (
                <p
                  className={cn(
                    'rounded-lg px-3 py-2 text-sm',
                    order.status === 'cancelled'
                      ? 'bg-danger-50 text-danger-700'
                      : 'bg-zinc-50 text-zinc-700',
                  )}
                  data-remark
                >
                  <span className="font-semibold">
                    {order.status === 'cancelled' ? 'Reason: ' : 'Note: '}
                  </span>
                  {remark}
                </p>
              ) : null}

              {actions.length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {actions.map((action) => (
                    <Button
                      key={action.status}
                      size="sm"
                      variant={action.status === 'cancelled' ? 'secondary' : 'dark'}
                      className={action.status === 'cancelled' ? 'text-danger-700' : undefined}
                      disabled={busy}
                      loading={busy && action.status !== 'cancelled'}
                      onClick={() => onAction(order, action)}
                    >
                      {action.label}
                    </Button>
                  ))}
                </div>
              ) : (
                <p className="text-xs text-zinc-500">
                  {order.status === 'cancelled' || order.status === 'delivered'
                    ? 'Nothing more to do on this order.'
                    : 'The shop moves it on from here.'}
                </p>
              )}
            </div>
          </div>
        </div>
      ) : null}
    </li>
  );
}
