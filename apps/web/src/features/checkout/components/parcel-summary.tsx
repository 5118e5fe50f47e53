import { DELIVERY_WEB_TEXTS } from '@campus-threads/contract';
import { Package, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parcelRows, type DeliveryState } from '../delivery-summary';

/**
 * The order summary's delivery: each parcel (who ships it, its zone, charge and date) once the
 * PIN is quoted; before that, why there is no amount yet.
 */
export function ParcelSummary({ state, onRetry }: { state: DeliveryState; onRetry: () => void }) {
  if (state.status === 'needsPin')
    return (
      <p className="flex items-start gap-2 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-600">
        <Truck className="mt-0.5 size-4 shrink-0 text-saffron-600" aria-hidden="true" />
        {DELIVERY_WEB_TEXTS.deliveryFromPinNote}
      </p>
    );
  if (state.status === 'quoting')
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-600" role="status">
        <Spinner className="size-4 text-saffron-500" label={DELIVERY_WEB_TEXTS.quoting} />
        {DELIVERY_WEB_TEXTS.quoting}
      </p>
    );
  if (state.status === 'error')
    return (
      <div role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
        <p>{state.message}</p>
        <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          {DELIVERY_WEB_TEXTS.retry}
        </Button>
      </div>
    );
  const rows = state.delivery ? parcelRows(state.delivery) : [];
  if (rows.length === 0) return null;
  return (
    <section aria-label={DELIVERY_WEB_TEXTS.parcelsHeading} className="space-y-2">
      <h3 className="text-sm font-semibold text-ink-900">{DELIVERY_WEB_TEXTS.parcelsHeading}</h3>
      <ul className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.key}
            className="flex gap-2.5 rounded-lg border border-zinc-200 p-3 text-sm"
            data-testid="checkout-parcel"
          >
            <Package className="mt-0.5 size-4 shrink-0 text-saffron-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-ink-900">{row.shippedBy}</p>
              <p className="text-zinc-500">{row.zoneLabel}</p>
              <p className="font-medium text-success-700">{row.deliversBy}</p>
            </div>
            <span
              className={
                row.free
                  ? 'font-semibold text-success-700'
                  : 'font-semibold text-ink-900 tabular-nums'
              }
            >
              {row.charge}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
