import {
  defaultCustomDeliveryDate,
  deliveryDateProblem,
  standardDeliveryHint,
  type AdminOrder,
  type DeliveryTimeline,
  type OrderStatus,
} from '@campus-threads/contract';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { fromLocalInputValue, toLocalInputValue } from './admin-orders';
import { DeliveryDateField } from './delivery-date-field';

/**
 * The delivery timeline of a status change (spec §4): standard, or a custom date-time (now + 3
 * days to start with). `date()`: the custom date to send, undefined for standard; `check()` marks
 * it checked and says whether it can be sent.
 */
export function useDeliveryTimeline() {
  const [timeline, setTimeline] = useState<DeliveryTimeline>('standard');
  const [custom, setCustom] = useState(() => toLocalInputValue(defaultCustomDeliveryDate()));
  const [touched, setTouched] = useState(false);
  const customDate = fromLocalInputValue(custom);
  const error = timeline === 'custom' ? deliveryDateProblem(customDate) : null;
  return {
    timeline,
    setTimeline,
    custom,
    setCustom,
    error,
    shownError: touched || custom === '' ? error : null,
    check: () => {
      setTouched(true);
      return error === null;
    },
    date: () => (timeline === 'custom' ? customDate.toISOString() : undefined),
  };
}

export type DeliveryTimelineState = ReturnType<typeof useDeliveryTimeline>;

/** Standard or custom, as two choices; the custom one opens the date-time picker. */
export function DeliveryTimelineFields({
  order,
  next,
  state,
}: {
  order: AdminOrder;
  next: OrderStatus;
  state: DeliveryTimelineState;
}) {
  const id = useId();
  const choices = [
    [
      'standard',
      'Standard',
      // A date the checkout promised from the parcel's zone holds until it has passed (0066).
      standardDeliveryHint(next, new Date(order.expectedDeliveryDate), new Date(), {
        zoneWindow: Boolean(order.parcel?.estimatedDelivery),
      }),
    ],
    ['custom', 'Custom date and time', 'Pick when the buyer can expect it.'],
  ] as const;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-900">Delivery timeline</legend>
      {choices.map(([value, label, hint]) => (
        <label
          key={value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors',
            state.timeline === value
              ? 'border-ink-900 bg-zinc-50'
              : 'border-zinc-200 hover:bg-zinc-50',
          )}
        >
          <input
            type="radio"
            name={`${id}-timeline`}
            value={value}
            checked={state.timeline === value}
            onChange={() => state.setTimeline(value)}
            className="mt-0.5 accent-ink-900"
          />
          <span>
            <span className="block font-medium text-ink-900">{label}</span>
            <span className="block text-zinc-600">{hint}</span>
          </span>
        </label>
      ))}
      {state.timeline === 'custom' ? (
        <DeliveryDateField
          id={`${id}-date`}
          value={state.custom}
          onChange={state.setCustom}
          error={state.shownError}
        />
      ) : null}
    </fieldset>
  );
}
