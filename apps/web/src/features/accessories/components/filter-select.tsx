import {
  TECHNICAL_FILTERS,
  TECHNICAL_FILTER_LABELS,
  type TechnicalFilter,
} from '@campus-threads/contract';
import { X } from 'lucide-react';
import { LabelledSelect } from '@/components/ui/labelled-select';

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  className?: string;
};

/** A labelled native select with the filter look. */
export function FilterSelect(props: FilterSelectProps) {
  return <LabelledSelect look="filter" {...props} />;
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
