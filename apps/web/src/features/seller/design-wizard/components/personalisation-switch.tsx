import { DESIGN_FORM_MESSAGES } from '@campus-threads/contract';
import { Type } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * The seller's choice of name personalisation: when on, buyers may have a name
 * printed on the design for the contract's fee. A native checkbox drawn as a switch.
 */
export function PersonalisationSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center justify-between gap-4 rounded-xl border p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-saffron-500',
        checked
          ? 'border-saffron-500 bg-saffron-50'
          : 'border-zinc-200 bg-white hover:border-zinc-300',
      )}
    >
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            id={`${id}-label`}
            className="flex items-center gap-2 text-sm font-semibold text-ink-900"
          >
            <Type className="size-4 shrink-0 text-saffron-600" aria-hidden="true" />
            {DESIGN_FORM_MESSAGES.personalisationLabel}
          </span>
          <span className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-saffron-800">
            {DESIGN_FORM_MESSAGES.personalisationFee}
          </span>
        </span>
        <span id={`${id}-hint`} className="mt-0.5 block text-xs text-zinc-500">
          {DESIGN_FORM_MESSAGES.personalisationHint}
        </span>
      </span>
      {/* The real checkbox lies over the drawn switch: clicks and taps land on it. */}
      <span className="relative inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="inline-flex h-7 w-12 items-center rounded-full bg-zinc-300 transition-colors peer-checked:bg-saffron-500 peer-checked:[&>span]:translate-x-6"
        >
          <span className="inline-block size-5 translate-x-1 rounded-full bg-white shadow transition-transform" />
        </span>
      </span>
    </label>
  );
}
