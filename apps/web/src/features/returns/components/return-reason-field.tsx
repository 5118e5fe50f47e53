import { RETURN_LIMITS, RETURN_REASON_PRESETS } from '@campus-threads/contract';
import { FormField, useFormContext, useWatch } from '@/components/form';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ReturnFormValues } from '../return-form';
import { RETURN_TEXTS } from '../return-texts';

/** Why: a preset reason in one tap (it fills the box), or the buyer's own words. */
export function ReturnReasonField({ busy }: { busy: boolean }) {
  const form = useFormContext<ReturnFormValues>();
  const reason = useWatch({ control: form.control, name: 'reason' });
  return (
    <FormField<ReturnFormValues>
      name="reason"
      label={RETURN_TEXTS.reasonLabel}
      labelAside={
        <span className="text-xs text-zinc-500 tabular-nums">
          {reason.length}/{RETURN_LIMITS.reasonMax}
        </span>
      }
    >
      {(control) => (
        <>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Common reasons">
            {RETURN_REASON_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                disabled={busy}
                aria-pressed={reason.trim() === preset}
                onClick={() => control.onChange(preset)}
                className={cn(
                  'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                  reason.trim() === preset
                    ? 'border-ink-900 bg-ink-900 text-white'
                    : 'border-zinc-300 bg-white text-ink-800 hover:bg-zinc-50',
                )}
              >
                {preset}
              </button>
            ))}
          </div>
          <Textarea
            {...control}
            rows={3}
            maxLength={RETURN_LIMITS.reasonMax}
            disabled={busy}
            className="min-h-20"
            placeholder={RETURN_TEXTS.reasonPlaceholder}
          />
        </>
      )}
    </FormField>
  );
}
