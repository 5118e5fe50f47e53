import { DROP_PAGE_TEXTS } from '@campus-threads/contract';
import type { Swatch } from '@/components/product/color-swatches';
import { cn } from '@/lib/cn';

/**
 * The size and colour of the buyer's t-shirt as native radio groups styled as chips and swatches:
 * one tab stop each, arrow keys choose, and the names are read out (the catalogue's own pickers
 * belong to its feature). A drop offers only the design's sizes.
 */

const FOCUS_RING =
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500';

export function SizeOptions({
  sizes,
  size,
  onChange,
  disabled,
}: {
  sizes: readonly string[];
  size: string | null;
  onChange: (size: string) => void;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-ink-900">
        {DROP_PAGE_TEXTS.size}: <span className="font-normal text-zinc-600">{size ?? '—'}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((option) => (
          <label key={option} className="relative cursor-pointer">
            <input
              type="radio"
              name="drop-size"
              value={option}
              checked={size === option}
              onChange={() => onChange(option)}
              aria-label={option}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex h-11 min-w-12 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors',
                'border-zinc-300 text-ink-900 hover:border-ink-900',
                'peer-checked:border-ink-900 peer-checked:bg-ink-900 peer-checked:text-white',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                FOCUS_RING,
              )}
            >
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ColourOptions({
  swatches,
  color,
  onChange,
  disabled,
}: {
  swatches: readonly Swatch[];
  color: string | null;
  onChange: (color: string) => void;
  disabled: boolean;
}) {
  if (swatches.length === 0) return null;
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-ink-900">
        {DROP_PAGE_TEXTS.colour}: <span className="font-normal text-zinc-600">{color ?? '—'}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {swatches.map((swatch) => (
          <label key={swatch.color} className="relative cursor-pointer" title={swatch.color}>
            <input
              type="radio"
              name="drop-colour"
              value={swatch.color}
              checked={color === swatch.color}
              onChange={() => onChange(swatch.color)}
              aria-label={swatch.color}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex size-11 items-center justify-center rounded-full border-2 border-transparent p-0.5 transition',
                'hover:border-zinc-300 peer-checked:border-ink-900 peer-disabled:opacity-60',
                FOCUS_RING,
              )}
            >
              <span
                className="size-full rounded-full border border-zinc-300 shadow-inner"
                style={{ backgroundColor: swatch.hex }}
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
