import { TSHIRT_SORT_LABELS, TSHIRT_SORTS, type TshirtSort } from '@campus-threads/contract';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

export function SortSelect({
  value,
  onChange,
}: {
  value: TshirtSort;
  onChange: (value: TshirtSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label
        htmlFor={id}
        className="hidden text-xs font-bold tracking-widest text-zinc-500 uppercase sm:block"
      >
        Sort by
      </label>
      <div className="relative min-w-0 flex-1 sm:flex-none">
        <select
          id={id}
          aria-label="Sort by"
          value={value}
          onChange={(e) => onChange(e.target.value as TshirtSort)}
          className="h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border border-zinc-300 bg-white pr-9 pl-3 text-sm font-medium text-ink-900 hover:border-zinc-400 focus:border-saffron-500 focus:ring-3 focus:ring-saffron-500/20 focus:outline-none"
        >
          {TSHIRT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {TSHIRT_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
