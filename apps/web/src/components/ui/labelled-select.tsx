import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';
import { Label } from './label';

/** The filter look: no native arrow, a chevron of ours instead, and the text cut short. */
const CHEVRON_SELECT_CLASSES =
  'block h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border border-zinc-300 bg-white pr-9 pl-3.5 text-base text-ink-900 shadow-xs ' +
  'transition-colors hover:border-zinc-400 focus:border-saffron-500 focus:ring-3 focus:ring-saffron-500/20 focus:outline-none sm:text-sm';

export type SelectOption<T extends string> = { value: T; label: string };

type LabelledSelectProps<T extends string> = Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children' | 'id'
> & {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** 'field': a form field's box and native arrow; 'filter': a filter's box with a chevron. */
  look?: 'field' | 'filter';
  /** The wrapper (label above the select). */
  className?: string;
  selectClassName?: string;
};

/** A label above a native select: small, keyboard- and screen-reader-friendly on every device. */
export function LabelledSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  look = 'field',
  className,
  selectClassName,
  ...rest
}: LabelledSelectProps<T>) {
  const id = useId();
  const select = (
    <select
      {...rest}
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      className={cn(look === 'filter' ? CHEVRON_SELECT_CLASSES : inputClasses, selectClassName)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {look === 'filter' ? (
        <div className="relative">
          {select}
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden="true"
          />
        </div>
      ) : (
        select
      )}
    </div>
  );
}
