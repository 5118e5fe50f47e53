import { formatRupees, pluralise, SHOP_FACTS, type OrderTotals } from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

function Row({
  label,
  children,
  strong = false,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        strong ? 'text-base font-bold text-ink-900' : 'text-sm text-zinc-600',
        className,
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

type PriceDetailsProps = {
  totals: OrderTotals;
  itemCount: number;
  /** Said instead of the delivery amount while it is not known yet (no PIN code). */
  deliveryNote?: ReactNode;
  className?: string;
};

/**
 * Subtotal, customisation, delivery ('Free' when nothing is charged, as the shared decisions say) and total; with
 * the 50% advance, what is paid now and what is left for delivery.
 */
export function PriceDetails({ totals, itemCount, deliveryNote, className }: PriceDetailsProps) {
  // A <dl> holds only <dt>/<dd> pairs, each pair in one <div>: the advance is its own list.
  return (
    <div className={cn('space-y-2.5', className)}>
      <dl className="space-y-2.5">
        <Row label={`Subtotal (${pluralise(itemCount, 'item')})`}>
          {formatRupees(totals.itemsPaise)}
        </Row>
        {totals.customizationPaise > 0 ? (
          <Row label="Customisation">{formatRupees(totals.customizationPaise)}</Row>
        ) : null}
        <Row label="Shipping">
          {deliveryNote ? (
            <span className="text-right text-zinc-500" data-testid="delivery-note">
              {deliveryNote}
            </span>
          ) : totals.deliveryPaise > 0 ? (
            formatRupees(totals.deliveryPaise)
          ) : (
            <span className="font-semibold text-success-700">Free</span>
          )}
        </Row>
        <Row label="Total" strong className="border-t border-zinc-200 pt-2.5">
          <span data-testid="order-total">{formatRupees(totals.totalPaise)}</span>
        </Row>
      </dl>
      {totals.partial ? (
        <dl className="space-y-1.5 rounded-lg bg-saffron-50 px-3 py-2.5">
          <Row label={`Pay now (${SHOP_FACTS.advanceShare} advance)`}>
            <span className="font-semibold text-ink-900">{formatRupees(totals.advancePaise)}</span>
          </Row>
          <Row label="Pay on delivery">{formatRupees(totals.remainingPaise)}</Row>
        </dl>
      ) : null}
    </div>
  );
}
