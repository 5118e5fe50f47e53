import {
  CATALOG_MESSAGES,
  DEFAULT_DELIVERY_DAYS,
  pluralise,
  type Tshirt,
} from '@campus-threads/contract';
import { ChevronDown, Store, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { deliveryDays } from '../related';

export function deliveryNote(tshirt: Pick<Tshirt, 'deliveryConfig'>): string {
  const days = deliveryDays(tshirt.deliveryConfig, DEFAULT_DELIVERY_DAYS);
  return `Orders are processed within 24 hours. Delivery in ${pluralise(days, 'day')}.`;
}

/** 'Find in store': these designs are printed to order, so never in a shop. */
export function FindInStore() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink-900 underline-offset-4 hover:underline"
      >
        <Store className="size-4" aria-hidden="true" />
        Find in store
      </button>
      {open ? (
        <p className="mt-2 text-xs font-bold tracking-widest text-zinc-500">
          {CATALOG_MESSAGES.notInStores}
        </p>
      ) : null}
    </div>
  );
}

/** A disclosure row: native details/summary (no script needed), styled like components/ui/accordion. */
function Section({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group border-b border-zinc-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-base font-medium text-ink-900 hover:text-saffron-700 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          className="size-5 shrink-0 text-zinc-400 transition-transform duration-200 group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="pb-5 leading-relaxed text-zinc-600">{children}</div>
    </details>
  );
}

/** Description & Fit, Materials, Care Guide, Delivery Information. */
export function ProductAccordions({ tshirt }: { tshirt: Tshirt }) {
  return (
    <div className="border-t border-zinc-200">
      <Section title="Description & Fit" open>
        {tshirt.description ? <p className="whitespace-pre-line">{tshirt.description}</p> : null}
        <p className={tshirt.description ? 'mt-3' : undefined}>
          Regular fit with a crew neck and short sleeves. True to size; see the size guide for
          measurements.
        </p>
      </Section>
      <Section title="Materials">
        <p>
          100% combed cotton, 180 GSM bio-washed jersey. Printed to order with water-based inks that
          stay soft on the fabric.
        </p>
      </Section>
      <Section title="Care Guide">
        <ul className="list-disc space-y-1 pl-5">
          <li>Machine wash cold, inside out, with similar colours.</li>
          <li>Do not bleach; do not iron on the print.</li>
          <li>Dry in shade; tumble dry low if needed.</li>
        </ul>
      </Section>
      <Section title="Delivery Information">
        <p className="flex items-start gap-2">
          <Truck className="mt-0.5 size-4 shrink-0 text-saffron-600" aria-hidden="true" />
          <span>{deliveryNote(tshirt)}</span>
        </p>
      </Section>
    </div>
  );
}
