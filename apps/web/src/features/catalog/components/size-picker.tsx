import { TSHIRT_SIZES } from '@campus-threads/contract';
import { Ruler } from 'lucide-react';
import { cn } from '@/lib/cn';
import { OptionRadioGroup } from './option-radio-group';

const SIZE_OPTION = (checked: boolean, disabled: boolean) =>
  cn(
    'inline-flex h-11 min-w-12 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors',
    checked
      ? 'border-ink-900 bg-ink-900 text-white'
      : 'border-zinc-300 text-ink-900 hover:border-ink-900',
    disabled && 'cursor-not-allowed border-dashed text-zinc-300 line-through hover:border-zinc-300',
  );

type SizePickerProps = {
  available: readonly string[];
  size: string | null;
  onChange: (size: string) => void;
  /** Opens the size guide; `onGuideIntent` starts fetching its code on hover or focus. */
  onGuide: () => void;
  onGuideIntent: () => void;
};

/** Every size the shop makes, the ones this t-shirt lacks struck through, and the Size guide link. */
export function SizePicker({ available, size, onChange, onGuide, onGuideIntent }: SizePickerProps) {
  return (
    <div>
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-ink-900">
          Size: <span className="font-normal text-zinc-600">{size ?? '—'}</span>
        </p>
        <button
          type="button"
          onClick={onGuide}
          onPointerEnter={onGuideIntent}
          onFocus={onGuideIntent}
          aria-haspopup="dialog"
          className="inline-flex cursor-pointer items-center gap-1.5 text-sm font-semibold text-ink-900 underline-offset-4 hover:underline"
        >
          <Ruler className="size-4" aria-hidden="true" />
          Size guide
        </button>
      </div>
      <OptionRadioGroup
        label="Size"
        className="mt-2"
        options={TSHIRT_SIZES.map((s) => ({
          value: s,
          label: s,
          disabled: !available.includes(s),
        }))}
        value={size}
        onChange={onChange}
        optionClassName={SIZE_OPTION}
        renderOption={(option) => option.label}
      />
    </div>
  );
}
