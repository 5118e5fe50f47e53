import { DESIGN_LIMITS, formatRupeesShort } from '@campus-threads/contract';
import { FormField } from '@/components/form';
import { Input, Textarea } from '@/components/ui/input';
import type { DesignFields } from '../use-design-wizard';

/** Step 1, Basic Info: title, description, price (rupees); fields of the wizard's form. */
export function StepBasics() {
  return (
    <div className="space-y-5">
      <FormField<DesignFields>
        name="title"
        label="Design title"
        hint={`At least ${DESIGN_LIMITS.titleMin} characters`}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={DESIGN_LIMITS.titleMax}
            placeholder="e.g. Midnight Campus Skyline"
          />
        )}
      </FormField>
      <FormField<DesignFields>
        name="description"
        label="Description"
        hint={`At least ${DESIGN_LIMITS.descriptionMin} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={DESIGN_LIMITS.descriptionMax}
            placeholder="Tell buyers what the design shows and what inspired it"
          />
        )}
      </FormField>
      <FormField<DesignFields>
        name="price"
        label="Price (₹)"
        hint={`Minimum ${formatRupeesShort(DESIGN_LIMITS.minPricePaise)}`}
        className="sm:max-w-xs"
      >
        {(control) => (
          <div className="relative">
            <span
              className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-zinc-500"
              aria-hidden="true"
            >
              ₹
            </span>
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={DESIGN_LIMITS.minPricePaise / 100}
              step="0.01"
              className="pl-8"
              placeholder="499"
            />
          </div>
        )}
      </FormField>
    </div>
  );
}
