import { SHIPMENT_MESSAGES, type Order } from '@campus-threads/contract';
import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

export type OrderShipment = NonNullable<Order['shipment']>;

/**
 * How a shipped order travels (docs/decisions/0048): the courier, the tracking number, the day it
 * left and, for a courier whose tracking address is known, a link to its tracking page (a new tab).
 * The same facts on the buyer's orders, the seller's sales and the admin's orders.
 */
export function ShipmentFacts({
  shipment,
  className,
  linkClassName,
}: {
  shipment: OrderShipment;
  className?: string;
  /** The tracking link fills the width unless this says otherwise (a wide panel). */
  linkClassName?: string;
}) {
  return (
    <div className={cn('space-y-2.5 text-sm', className)} data-shipment>
      <dl className="space-y-1">
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600">Courier</dt>
          <dd className="min-w-0 text-right font-medium break-words text-ink-900" data-courier>
            {shipment.courier}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="shrink-0 text-zinc-600">Tracking number</dt>
          <dd
            className="min-w-0 text-right font-mono font-medium break-all text-ink-900"
            data-tracking-number
          >
            {shipment.trackingNumber}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600">Shipped on</dt>
          <dd className="text-right text-ink-900">
            <time dateTime={shipment.shippedAt}>{formatDate(shipment.shippedAt)}</time>
          </dd>
        </div>
      </dl>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'sm', cn('w-full', linkClassName))}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {SHIPMENT_MESSAGES.trackOrder}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
