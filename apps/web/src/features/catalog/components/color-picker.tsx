import type { Swatch } from '@/components/product/color-swatches';
import { cn } from '@/lib/cn';
import { OptionRadioGroup } from './option-radio-group';

const COLOR_OPTION = (checked: boolean) =>
  cn(
    'inline-flex size-10 cursor-pointer items-center justify-center rounded-full border-2 p-0.5 transition',
    checked ? 'border-ink-900' : 'border-transparent hover:border-zinc-300',
  );

/** The t-shirt's colours as round swatches, with the chosen colour's name above them. */
export function ColorPicker({
  swatches,
  color,
  onChange,
}: {
  swatches: Swatch[];
  color: string;
  onChange: (color: string) => void;
}) {
  if (swatches.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-ink-900">
        Colour: <span className="font-normal text-zinc-600">{color}</span>
      </p>
      <OptionRadioGroup
        label="Colour"
        className="mt-2"
        options={swatches.map((s) => ({ value: s.color, label: s.color }))}
        value={color}
        onChange={onChange}
        optionClassName={COLOR_OPTION}
        renderOption={(option) => (
          <span
            className="size-full rounded-full border border-zinc-300 shadow-inner"
            style={{ backgroundColor: swatches.find((s) => s.color === option.value)?.hex }}
            title={option.label}
          />
        )}
      />
    </div>
  );
}
