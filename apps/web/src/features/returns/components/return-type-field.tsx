import { RETURN_TYPE_LABELS, RETURN_TYPES, type ReturnType } from '@campus-threads/contract';
import { ArrowLeftRight, RotateCcw } from 'lucide-react';
import { useController, useFieldError } from '@/components/form';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { ReturnFormValues } from '../return-form';
import { RETURN_TEXTS } from '../return-texts';

const ICONS = { exchange: ArrowLeftRight, return: RotateCcw } as const;

/** Exchange or return, as two radio cards side by side (stacked on a phone). */
export function ReturnTypeField({
  busy,
  onChange,
}: {
  busy: boolean;
  onChange: (type: ReturnType) => void;
}) {
  const { field } = useController<ReturnFormValues, 'type'>({ name: 'type' });
  const error = useFieldError('type');
  return (
    <fieldset className="space-y-2" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink-800">{RETURN_TEXTS.typeLabel}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {RETURN_TYPES.map((type) => {
          const Icon = ICONS[type];
          const checked = field.value === type;
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-saffron-500',
                checked
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-zinc-300 bg-white text-ink-900 hover:bg-zinc-50',
                error && !checked && 'border-danger-300',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={type}
                checked={checked}
                disabled={busy}
                className="sr-only"
                onChange={() => onChange(type)}
                onBlur={field.onBlur}
              />
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {RETURN_TYPE_LABELS[type]}
            </label>
          );
        })}
      </div>
      {error ? <FieldError>{error}</FieldError> : null}
    </fieldset>
  );
}
