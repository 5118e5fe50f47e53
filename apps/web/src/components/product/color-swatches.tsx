import { CARD_SWATCHES_MAX, type Tshirt } from '@campus-threads/contract';
import { cn } from '@/lib/cn';

export type Swatch = { color: string; hex: string };

/** The colours of a t-shirt with a swatch value: variant hex, else the colour name as CSS. */
export function swatchesOf(tshirt: Pick<Tshirt, 'colorVariants' | 'colors'>): Swatch[] {
  const variants = tshirt.colorVariants ?? [];
  if (variants.length > 0)
    return variants.map((v) => ({ color: v.color, hex: v.hex || cssColor(v.color) }));
  return (tshirt.colors ?? []).map((color) => ({ color, hex: cssColor(color) }));
}

function cssColor(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '');
}

/** Up to four swatches, then '+N' (spec: storefront §2 product card). */
export function ColorSwatches({ swatches, className }: { swatches: Swatch[]; className?: string }) {
  if (swatches.length === 0) return null;
  const shown = swatches.slice(0, CARD_SWATCHES_MAX);
  const more = swatches.length - shown.length;
  return (
    <ul
      className={cn('flex items-center gap-1.5', className)}
      aria-label={`Colours: ${swatches.map((s) => s.color).join(', ')}`}
    >
      {shown.map((s) => (
        <li
          key={s.color}
          title={s.color}
          className="size-4 rounded-full border border-zinc-300 shadow-inner"
          style={{ backgroundColor: s.hex }}
        />
      ))}
      {more > 0 ? <li className="text-xs font-medium text-zinc-500">+{more}</li> : null}
    </ul>
  );
}
