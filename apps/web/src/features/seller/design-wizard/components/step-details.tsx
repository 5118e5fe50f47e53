import {
  CASUAL_TAXONOMY,
  findTaxonomyGroup,
  TARGET_AUDIENCES,
  TSHIRT_CATEGORIES,
  type TshirtCategory,
} from '@campus-threads/contract';
import {
  Building2,
  CalendarDays,
  ChevronDown,
  GraduationCap,
  Shirt,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { FormField, useFieldError } from '@/components/form';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { DesignFields, DesignWizard } from '../use-design-wizard';
import { ProofPicker } from './proof-picker';
import { PlaceFields } from './place-fields';

type Props = Pick<DesignWizard, 'draft' | 'update' | 'setProof' | 'proofMessage'>;

// The wizard's own words for each category card (page copy, not a rule).
const CATEGORY_CARDS: Record<TshirtCategory, { label: string; hint: string; icon: LucideIcon }> = {
  casual: { label: 'Casual', hint: 'Everyday designs for everyone', icon: Shirt },
  hostel: { label: 'Hostel', hint: 'Merch for a hostel', icon: Building2 },
  university: { label: 'University', hint: 'A university or department', icon: GraduationCap },
  event: { label: 'Event', hint: 'A fest, club or event', icon: CalendarDays },
};

function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(inputClasses, 'cursor-pointer appearance-none pr-10', className)}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
    </div>
  );
}

/** Step 2, Category & Details: casual picks audience and sub-category; the others name their place and attach a proof. */
export function StepDetails({ draft, update, setProof, proofMessage }: Props) {
  const audienceError = useFieldError('targetAudience');
  const proofError = useFieldError('proofFileUrl');
  const group = findTaxonomyGroup(draft.groupId) ?? CASUAL_TAXONOMY[0]!;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Category</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {TSHIRT_CATEGORIES.map((category) => {
            const card = CATEGORY_CARDS[category];
            const checked = draft.category === category;
            return (
              <label
                key={category}
                className={cn(
                  'flex cursor-pointer flex-col gap-1 rounded-xl border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 sm:p-4',
                  checked
                    ? 'border-saffron-500 bg-saffron-50'
                    : 'border-zinc-200 bg-white hover:border-zinc-300',
                )}
              >
                <input
                  type="radio"
                  name="design-category"
                  value={category}
                  checked={checked}
                  onChange={() => update({ category })}
                  className="sr-only"
                />
                <card.icon
                  className={cn('size-5', checked ? 'text-saffron-600' : 'text-zinc-500')}
                  aria-hidden="true"
                />
                <span className="text-sm font-semibold text-ink-900">{card.label}</span>
                <span className="text-xs text-zinc-500">{card.hint}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {draft.category === 'casual' ? (
        <div className="space-y-5">
          <fieldset>
            <legend className="text-sm font-medium text-ink-800">Made for</legend>
            <div
              role="radiogroup"
              className="mt-2 flex w-full rounded-full bg-zinc-100 p-1 sm:inline-flex sm:w-auto"
            >
              {TARGET_AUDIENCES.map((audience) => {
                const pressed = draft.targetAudience === audience;
                return (
                  <button
                    key={audience}
                    type="button"
                    role="radio"
                    aria-checked={pressed}
                    onClick={() => update({ targetAudience: audience })}
                    className={cn(
                      'h-9 flex-1 cursor-pointer rounded-full px-5 text-xs font-bold tracking-widest transition-colors sm:text-sm',
                      pressed
                        ? 'bg-ink-900 text-white shadow-sm'
                        : 'text-zinc-600 hover:text-ink-900',
                    )}
                  >
                    {audience}
                  </button>
                );
              })}
            </div>
            {audienceError ? (
              <p className="mt-1.5 text-sm font-medium text-danger-600">{audienceError}</p>
            ) : null}
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField<DesignFields> name="groupId" label="Collection">
              {(control) => (
                <Select
                  {...control}
                  value={group.id}
                  onChange={(e) => {
                    const next = findTaxonomyGroup(e.target.value);
                    if (next)
                      update({ groupId: next.id, subCategory: next.subCategories[0] ?? '' });
                  }}
                >
                  {CASUAL_TAXONOMY.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField<DesignFields> name="subCategory" label="Sub-category">
              {(control) => (
                <Select {...control}>
                  {group.subCategories.includes(draft.subCategory) ? null : (
                    <option value={draft.subCategory}>{draft.subCategory || 'Choose…'}</option>
                  )}
                  {group.subCategories.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
        </div>
      ) : (
        <div className="space-y-5">
          <PlaceFields draft={draft} update={update} />
          <ProofPicker proof={draft.proof} error={proofMessage ?? proofError} onChange={setProof} />
        </div>
      )}
    </div>
  );
}
