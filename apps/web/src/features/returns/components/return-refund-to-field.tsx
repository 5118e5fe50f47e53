import { CASH_REFUND_MESSAGES, REFUND_DESTINATION_METHODS } from '@campus-threads/contract';
import { FormField, useFormContext, useWatch } from '@/components/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ReturnFormValues } from '../return-form';
import { RETURN_TEXTS } from '../return-texts';

/**
 * Where the part of a return's refund paid at the door goes (docs/decisions/0058): the buyer's UPI
 * ID, or a bank account (holder, number, IFSC). Shown for a return of an advance order only.
 */
export function ReturnRefundToField({ busy }: { busy: boolean }) {
  const form = useFormContext<ReturnFormValues>();
  const method = useWatch({ control: form.control, name: 'refundTo.method' });
  return (
    <fieldset className="space-y-3" data-refund-to>
      <legend className="text-sm font-medium text-ink-800">{RETURN_TEXTS.refundToLabel}</legend>
      <p className="text-xs text-zinc-600">{CASH_REFUND_MESSAGES.destinationHint}</p>
      <div
        className="grid grid-cols-2 gap-2"
        role="radiogroup"
        aria-label={RETURN_TEXTS.refundToLabel}
      >
        {REFUND_DESTINATION_METHODS.map((option) => {
          const checked = method === option;
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium transition-colors',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-saffron-500',
                checked
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-zinc-300 bg-white text-ink-900 hover:bg-zinc-50',
              )}
            >
              <input
                type="radio"
                name="refundTo.method"
                value={option}
                checked={checked}
                disabled={busy}
                className="sr-only"
                onChange={() => form.setValue('refundTo.method', option)}
              />
              {RETURN_TEXTS.refundToMethods[option]}
            </label>
          );
        })}
      </div>
      {method === 'upi' ? (
        <FormField<ReturnFormValues> name="refundTo.upiId" label={RETURN_TEXTS.upiIdLabel}>
          {(control) => (
            <Input
              {...control}
              disabled={busy}
              autoComplete="off"
              spellCheck={false}
              placeholder="name@bank"
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<ReturnFormValues>
            name="refundTo.accountName"
            label={RETURN_TEXTS.accountNameLabel}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} disabled={busy} autoComplete="name" />}
          </FormField>
          <FormField<ReturnFormValues>
            name="refundTo.accountNumber"
            label={RETURN_TEXTS.accountNumberLabel}
          >
            {(control) => (
              <Input {...control} disabled={busy} inputMode="numeric" autoComplete="off" />
            )}
          </FormField>
          <FormField<ReturnFormValues> name="refundTo.ifsc" label={RETURN_TEXTS.ifscLabel}>
            {(control) => (
              <Input
                {...control}
                disabled={busy}
                autoComplete="off"
                spellCheck={false}
                className="uppercase"
                placeholder="SBIN0001234"
              />
            )}
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
