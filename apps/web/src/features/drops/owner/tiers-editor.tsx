import { DROP_LIMITS, DROP_OWNER_MESSAGES, tierLabel, toPaise } from '@campus-threads/contract';
import { Plus, Trash2 } from 'lucide-react';
import { FormField, useFieldArray, useFormContext, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Input, RUPEE_INPUT } from '@/components/ui/input';
import type { NewDropValues, TierValues } from './new-drop-values';

/** "₹350 each once 30 join" for a row whose numbers read, else nothing. */
function preview(tier: TierValues | undefined): string | null {
  const people = Number(tier?.minQuantity);
  const price = Number(tier?.price);
  if (!tier?.minQuantity || !tier.price || !Number.isInteger(people) || !(price > 0)) return null;
  return tierLabel({ minQuantity: people, pricePaise: toPaise(price) });
}

/**
 * The drop's price tiers: up to DROP_LIMITS.tiersMax rows of people and price each. The rules
 * (ascending, below the design's price, at least the minimum) are the contract's, checked on submit.
 */
export function TiersEditor() {
  const { control } = useFormContext<NewDropValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  const tiers = useWatch({ control, name: 'tiers' });
  const full = fields.length >= DROP_LIMITS.tiersMax;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink-900">Price tiers (optional)</legend>
      <p className="text-xs text-zinc-500">{DROP_OWNER_MESSAGES.tiersHint}</p>
      {fields.length > 0 ? (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const label = preview(tiers[index]);
            return (
              <li
                key={field.id}
                className="relative rounded-xl border border-zinc-200 bg-zinc-50/60 p-3"
                data-tier={index}
              >
                <fieldset>
                  <legend className="text-sm font-semibold text-ink-900">Tier {index + 1}</legend>
                  <div className="mt-2 grid grid-cols-2 gap-2 sm:gap-3">
                    <FormField<NewDropValues> name={`tiers.${index}.minQuantity`} label="People">
                      {(c) => <Input {...c} type="number" inputMode="numeric" min={1} step={1} />}
                    </FormField>
                    <FormField<NewDropValues> name={`tiers.${index}.price`} label="Price each (₹)">
                      {(c) => <Input {...c} {...RUPEE_INPUT} />}
                    </FormField>
                  </div>
                </fieldset>
                <Button
                  variant="ghost"
                  size="sm"
                  className="absolute top-1.5 right-1.5 px-2"
                  aria-label={`Remove tier ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
                {label ? (
                  <p className="mt-2 text-xs font-medium text-success-700">{label}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={full}
        onClick={() => append({ minQuantity: '', price: '' })}
      >
        <Plus className="size-4" aria-hidden="true" /> Add a price tier
      </Button>
    </fieldset>
  );
}
