import { DELIVERY_WEB_TEXTS, type OrderParcel } from '@campus-threads/contract';
import { Truck } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The parcel as priced at checkout: its zone and, when promised, "Delivers by …" (the window's
 * last day). Nothing for an order from before delivery by PIN.
 */
export function ParcelNote({
  parcel,
  className,
}: {
  parcel: OrderParcel | null | undefined;
  className?: string;
}) {
  if (!parcel) return null;
  return (
    <p
      className={cn('flex items-start gap-2 text-sm break-words text-zinc-700', className)}
      data-testid="order-parcel"
    >
      <Truck className="mt-0.5 size-4 shrink-0 text-saffron-600" aria-hidden="true" />
      <span className="min-w-0">
        {DELIVERY_WEB_TEXTS.parcelLine(parcel.zoneLabel, parcel.estimatedDelivery)}
      </span>
    </p>
  );
}
