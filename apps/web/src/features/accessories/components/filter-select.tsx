import {
  TECHNICAL_FILTERS,
  TECHNICAL_FILTER_LABELS,
  type TechnicalFilter,
} from '@campus-threads/contract';
import { ChevronDown, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

const SELECT_CLASSES =
  'block h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border border-zinc-300 bg-white pr-9 pl-3.5 text-base text-ink-900 shadow-xs ' +
  'transition-colors hover:border-zinc-400 focus:border-saffron-500 focus:ring-3 focus:ring-saffron-500/20 focus:outline-none sm:text-sm';

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  className?: string;
};

/** A labelled native select: small, keyboard- and screen-reader-friendly on every device. */
export function FilterSelect({ label, value, onChange, options, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={SELECT_CLASSES}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

const TECHNICAL_OPTIONS = TECHNICAL_FILTERS.map((value) => ({
  value,
  label: TECHNICAL_FILTER_LABELS[value],
}));

/** Type: All Types / Technical / Non-Technical. */
export function TechnicalFilterSelect({
  value,
  onChange,
  className,
}: {
  value: TechnicalFilter;
  onChange: (value: TechnicalFilter) => void;
  className?: string;
}) {
  return (
    <FilterSelect
      label="Type"
      value={value}
      onChange={(v) => onChange(v as TechnicalFilter)}
      options={TECHNICAL_OPTIONS}
      className={className}
    />
  );
}

/** An active filter as a removable chip. */
export function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={`Remove filter ${label}`}
      className="inline-flex h-9 max-w-full cursor-pointer items-center gap-1 rounded-full bg-ink-900 pr-2.5 pl-3 text-sm font-medium text-white transition-colors hover:bg-ink-700"
    >
      <span className="truncate">{label}</span>
      <X className="size-3.5 shrink-0" aria-hidden="true" />
    </button>
  );
}
