import {
  DESIGN_FORM_MESSAGES,
  DESIGN_SERVICES,
  formatRupees,
  toPaise,
  type DesignService,
} from '@campus-threads/contract';
import { Printer, Truck, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormFieldError, useFieldError } from '@/components/form';
import { cn } from '@/lib/cn';
import type { DesignDraft } from '../draft';
import { paletteHex } from '../step-rules';
import type { DesignWizard } from '../use-design-wizard';
import { PersonalisationSwitch } from './personalisation-switch';

type Props = Pick<DesignWizard, 'draft' | 'update'>;

// What each service means, in the wizard's words (spec §4 names "Print & Delivery" and "Self Service").
const SERVICE_CARDS: Record<DesignService, { label: string; hint: string; icon: LucideIcon }> = {
  'print-delivery': {
    label: 'Print & Delivery',
    hint: 'We print each order and deliver it to the buyer.',
    icon: Printer,
  },
  'self-service': {
    label: 'Self Service',
    hint: 'You print and deliver the orders yourself.',
    icon: UserRound,
  },
};

function categoryLine(draft: DesignDraft): string {
  switch (draft.category) {
    case 'casual':
      return `Casual · ${draft.targetAudience} · ${draft.subCategory}`;
    case 'hostel':
      return `Hostel · ${draft.hostelName}`;
    case 'university':
      return `University · ${draft.universityName} · ${draft.departmentName}`;
    case 'event':
      return `Event · ${draft.eventName}`;
  }
}

function priceLabel(price: string): string {
  const n = Number(price);
  return Number.isFinite(n) && price.trim() !== '' ? formatRupees(toPaise(n)) : '—';
}

/** The summary card of step 4: what will be sent for review. */
export function DesignSummary({ draft }: { draft: DesignDraft }) {
  const images = draft.variants.reduce((n, v) => n + v.images.length, 0);
  const rows: [string, ReactNode][] = [
    ['Title', draft.title || '—'],
    ['Price', priceLabel(draft.price)],
    ['Category', categoryLine(draft)],
    [
      'Colors',
      <span key="colors" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {draft.variants.map((v) => (
          <span key={v.color} className="inline-flex items-center gap-1.5">
            <span
              className="inline-block size-3.5 rounded-full border border-black/15"
              style={{ backgroundColor: paletteHex(v.color) }}
              aria-hidden="true"
            />
            {v.color}
          </span>
        ))}
      </span>,
    ],
    ['Images', String(images)],
    ['Sizes', draft.sizes.join(', ')],
    ['Service', SERVICE_CARDS[draft.service].label],
    [
      'Name print',
      draft.customizable
        ? DESIGN_FORM_MESSAGES.personalisationOn
        : DESIGN_FORM_MESSAGES.personalisationOff,
    ],
  ];
  if (draft.category !== 'casual')
    rows.push([
      'Proof',
      draft.proof ? (draft.proof.kind === 'file' ? draft.proof.file.name : 'On file') : '—',
    ]);
  return (
    <section
      aria-label="Summary"
      className="rounded-xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5"
    >
      <h3 className="text-sm font-semibold text-ink-900">Summary</h3>
      <dl className="mt-3 divide-y divide-zinc-200 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 py-2">
            <dt className="text-zinc-500">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Step 4, Services & Terms: who prints and delivers, name personalisation, the terms, and the summary. */
export function StepTerms({ draft, update }: Props) {
  const termsError = useFieldError('acceptTerms');
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Service</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {DESIGN_SERVICES.map((service) => {
            const card = SERVICE_CARDS[service];
            const checked = draft.service === service;
            return (
              <label
                key={service}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-saffron-500',
                  checked
                    ? 'border-saffron-500 bg-saffron-50'
                    : 'border-zinc-200 bg-white hover:border-zinc-300',
                )}
              >
                <input
                  type="radio"
                  name="design-service"
                  value={service}
                  checked={checked}
                  onChange={() => update({ service })}
                  className="mt-1 size-4 accent-saffron-600"
                />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 text-sm font-semibold text-ink-900">
                    <card.icon className="size-4 text-saffron-600" aria-hidden="true" />
                    {card.label}
                    {service === 'print-delivery' ? (
                      <Truck className="size-4 text-zinc-400" aria-hidden="true" />
                    ) : null}
                  </span>
                  <span className="mt-0.5 block text-xs text-zinc-500">{card.hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <PersonalisationSwitch
        checked={draft.customizable}
        onChange={(customizable) => update({ customizable })}
      />

      <DesignSummary draft={draft} />

      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            checked={draft.acceptTerms}
            onChange={(e) => update({ acceptTerms: e.target.checked })}
            aria-invalid={termsError ? true : undefined}
            className="mt-0.5 size-4 shrink-0 accent-saffron-600"
          />
          <span>
            I accept the{' '}
            <a
              href="/terms"
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
            >
              terms and conditions
            </a>{' '}
            and confirm I own the rights to this design.
          </span>
        </label>
        <FormFieldError name="acceptTerms" className="mt-1.5" />
      </div>
    </div>
  );
}
