import { QUANTITY_MAX, QUANTITY_MIN } from '@campus-threads/contract';
import { Minus, Plus } from 'lucide-react';

const STEP =
  'inline-flex size-11 cursor-pointer items-center justify-center text-ink-900 transition-colors hover:bg-zinc-100 disabled:cursor-not-allowed disabled:text-zinc-300 disabled:hover:bg-transparent';

/** A quantity within [min, max]; out-of-range values are pulled back in. */
export function clampQuantity(value: number, max = QUANTITY_MAX, min = QUANTITY_MIN): number {
  const top = Math.max(min, max);
  if (!Number.isFinite(value)) return min;
  return Math.min(top, Math.max(min, Math.trunc(value)));
}

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** Upper bound; defaults to the spec's 10 (storefront §5, §9). */
  max?: number;
  disabled?: boolean;
};

/** Quantity 1-10 on the product and accessory pages: minus disabled at 1, plus at the maximum. */
export function QuantityStepper({
  value,
  onChange,
  max = QUANTITY_MAX,
  disabled = false,
}: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label="Quantity"
      className="inline-flex items-center overflow-hidden rounded-lg border border-zinc-300"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => onChange(clampQuantity(value - 1, max))}
        className={STEP}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className="w-10 text-center text-base font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
        className={STEP}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
