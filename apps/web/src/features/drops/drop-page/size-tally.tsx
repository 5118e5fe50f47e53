import { DROP_PAGE_TEXTS, type Drop } from '@campus-threads/contract';
import { sizeTallyRows } from './drop-choices';

/** How many chose each size so far: what the printer will be asked for. */
export function SizeTally({ drop, sizes }: { drop: Drop; sizes: readonly string[] }) {
  const rows = sizeTallyRows(sizes, drop.sizeTally);
  return (
    <section aria-labelledby="drop-sizes-heading">
      <h2 id="drop-sizes-heading" className="text-sm font-semibold text-ink-900">
        {drop.status === 'open' ? DROP_PAGE_TEXTS.sizesHeading : DROP_PAGE_TEXTS.sizesHeadingClosed}
      </h2>
      {drop.quantity === 0 && drop.status === 'open' ? (
        <p className="mt-1 text-sm text-zinc-600">{DROP_PAGE_TEXTS.nobodyYet}</p>
      ) : null}
      <ul className="mt-2 space-y-1.5" data-testid="size-tally">
        {rows.map((row) => (
          <li
            key={row.size}
            data-size={row.size}
            data-count={row.count}
            className="grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-2"
          >
            <span className="text-sm font-semibold text-ink-900" aria-hidden="true">
              {row.size}
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-zinc-100" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-ink-700"
                style={{ width: `${row.share}%` }}
              />
            </span>
            <span className="text-right text-sm text-zinc-700 tabular-nums">
              <span className="sr-only">{row.size}: </span>
              {row.count}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
