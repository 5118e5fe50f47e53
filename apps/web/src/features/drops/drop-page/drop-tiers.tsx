import {
  DROP_PAGE_TEXTS,
  dropTiersInPaise,
  nextTier,
  tierLabel,
  toPaise,
  type Drop,
} from '@campus-threads/contract';
import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The starting price and each tier ("₹350 each once 30 join"), the ones reached ticked. */
export function DropTiers({ drop }: { drop: Drop }) {
  if (drop.tiers.length === 0) return null;
  const tiers = dropTiersInPaise(drop.tiers);
  const next = drop.status === 'open' ? nextTier(drop.quantity, tiers) : null;
  return (
    <section aria-labelledby="drop-tiers-heading">
      <h2 id="drop-tiers-heading" className="text-sm font-semibold text-ink-900">
        {DROP_PAGE_TEXTS.tiersHeading}
      </h2>
      <ol className="mt-2 divide-y divide-zinc-100 rounded-xl border border-zinc-200">
        <li className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm text-zinc-600">
          {DROP_PAGE_TEXTS.tierStart(toPaise(drop.basePrice))}
        </li>
        {tiers.map((tier) => {
          const reached = drop.quantity >= tier.minQuantity;
          const isNext = next?.minQuantity === tier.minQuantity;
          return (
            <li
              key={tier.minQuantity}
              className={cn(
                'flex items-center justify-between gap-3 px-4 py-2.5 text-sm',
                isNext ? 'bg-saffron-50 font-semibold text-ink-900' : 'text-ink-800',
              )}
            >
              <span>{tierLabel(tier)}</span>
              {reached ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-success-700">
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  {DROP_PAGE_TEXTS.tierReached}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
