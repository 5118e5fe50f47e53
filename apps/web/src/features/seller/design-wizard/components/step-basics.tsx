import { DESIGN_LIMITS, formatRupeesShort } from '@campus-threads/contract';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { DesignWizard } from '../use-design-wizard';

type Props = Pick<DesignWizard, 'draft' | 'errors' | 'update'>;

/** Step 1, Basic Info: title, description, price (rupees). */
export function StepBasics({ draft, errors, update }: Props) {
  return (
    <div className="space-y-5">
      <FormField
        label="Design title"
        error={errors.title}
        hint={`At least ${DESIGN_LIMITS.titleMin} characters`}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={DESIGN_LIMITS.titleMax}
            placeholder="e.g. Midnight Campus Skyline"
            onChange={(e) => update({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Description"
        error={errors.description}
        hint={`At least ${DESIGN_LIMITS.descriptionMin} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={draft.description}
            maxLength={DESIGN_LIMITS.descriptionMax}
            placeholder="Tell buyers what the design shows and what inspired it"
            onChange={(e) => update({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Price (₹)"
        error={errors.price}
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
              value={draft.price}
              placeholder="499"
              onChange={(e) => update({ price: e.target.value })}
            />
          </div>
        )}
      </FormField>
    </div>
  );
}
