import {
  amountDuePaise,
  formatRupees,
  paymentState,
  paymentStatusLabel,
  SHOP_FACTS,
  type Order,
} from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { BalanceNote } from './balance-note';
import { ParcelNote } from './parcel-note';
import { ShipmentFacts, type OrderShipment } from './shipment-facts';
import { cn } from '@/lib/cn';
import { paidParts, rupees } from '../order-view';

function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-sm text-zinc-500">{label}</dt>
      <dd
        className={cn('min-w-0 text-right text-sm font-medium break-words text-ink-900', className)}
      >
        {children}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-zinc-200 bg-zinc-50/60 p-4">
      <h3 className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** How a shipped order travels: courier, tracking number and, when known, its tracking link. */
export function ShipmentDetails({ shipment }: { shipment: OrderShipment }) {
  return (
    <Section title="Shipment">
      <ShipmentFacts shipment={shipment} />
    </Section>
  );
}

/** Where the order goes (spec: fullName, address, district, state, pinCode; phone), and its parcel. */
export function DeliveryDetails({
  details,
  parcel,
}: {
  details: Order['deliveryDetails'];
  parcel?: Order['parcel'];
}) {
  return (
    <Section title="Delivery details">
      <address className="text-sm leading-relaxed text-zinc-700 not-italic">
        <span className="block font-semibold text-ink-900">{details.fullName}</span>
        <span className="block break-words">{details.address}</span>
        <span className="block">
          {details.district}, {details.state} – {details.pinCode}
        </span>
        <span className="mt-1 block">Phone: {details.phone}</span>
      </address>
      <ParcelNote parcel={parcel} className="mt-2 border-t border-zinc-200 pt-2" />
    </Section>
  );
}

/**
 * How it was paid (spec: method, advanceAmount, remainingAmount, partialPaymentMade,
 * transactionId), the status in the contract's one vocabulary; nothing is due once cancelled.
 * Under it, the balance of an advance: due at the door, or collected there (docs/decisions/0048).
 * Once collected, what was paid online and at the door, and both together.
 */
export function PaymentDetails({
  order,
}: {
  order: Pick<
    Order,
    'paymentInfo' | 'totalAmount' | 'deliveryPaymentAmount' | 'status' | 'refund' | 'returns'
  >;
}) {
  const p = order.paymentInfo;
  const state = paymentState(order);
  const due = amountDuePaise(order);
  const paid = paidParts(order);
  return (
    <Section title="Payment">
      <dl className="divide-y divide-zinc-200/70">
        <Fact label="Order total" className="font-semibold tabular-nums">
          {rupees(order.totalAmount)}
        </Fact>
        {order.deliveryPaymentAmount > 0 ? (
          <Fact label="Includes delivery" className="tabular-nums">
            {rupees(order.deliveryPaymentAmount)}
          </Fact>
        ) : null}
        <Fact label="Method">{p.method}</Fact>
        {paid.doorPaise > 0 ? (
          <>
            <Fact label="Paid online" className="tabular-nums">
              {formatRupees(paid.onlinePaise)}
            </Fact>
            <Fact label="Paid at the door" className="tabular-nums">
              {formatRupees(paid.doorPaise)}
            </Fact>
          </>
        ) : null}
        <Fact label={paid.doorPaise > 0 ? 'Paid in all' : 'Paid'} className="tabular-nums">
          {formatRupees(paid.totalPaise)}
        </Fact>
        <Fact label="Remaining" className="tabular-nums">
          {formatRupees(due)}
          {due > 0 ? (
            <span className="block text-xs font-normal text-zinc-500">due on delivery</span>
          ) : null}
        </Fact>
        <Fact label="Payment status">
          <span
            data-payment-status={state}
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              state === 'paid' || state === 'refunded' || state === 'partly_refunded'
                ? 'bg-success-50 text-success-700'
                : state === 'returned'
                  ? 'bg-zinc-100 text-zinc-700'
                  : state === 'refund_failed'
                    ? 'bg-danger-50 text-danger-700'
                    : 'bg-saffron-50 text-saffron-700',
            )}
          >
            {paymentStatusLabel(order)}
          </span>
        </Fact>
        <Fact label="Partial payment">
          {p.partialPaymentMade ? `Yes, ${SHOP_FACTS.advanceShare} advance` : 'No'}
        </Fact>
        <Fact label="Transaction ID" className="font-mono text-xs break-all">
          {p.transactionId ?? '—'}
        </Fact>
      </dl>
      <BalanceNote order={order} className="mt-2" />
    </Section>
  );
}
