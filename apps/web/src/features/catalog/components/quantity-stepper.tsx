import { QUANTITY_MAX, QUANTITY_MIN } from '@campus-threads/contract';
import { Minus, Plus } from 'lucide-react';

const STEP =
  'inline-flex size-11 cursor-pointer items-center justify-center text-ink-900 transition-colors hover:bg-zinc-100 disabled:cursor-not-allowed disabled:text-zinc-300 disabled:hover:bg-transparent';

/** Quantity 1-10 (spec: storefront §5). */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Quantity"
      className="inline-flex items-center overflow-hidden rounded-lg border border-zinc-300"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={value <= QUANTITY_MIN}
        onClick={() => onChange(Math.max(QUANTITY_MIN, value - 1))}
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
        disabled={value >= QUANTITY_MAX}
        onClick={() => onChange(Math.min(QUANTITY_MAX, value + 1))}
        className={STEP}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
