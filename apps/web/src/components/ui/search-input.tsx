import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  iconClassName?: string;
  wrapperClassName?: string;
};

/** A type="search" field with a magnifier inside its left edge; the caller styles the field. */
export function SearchInput({
  className,
  iconClassName,
  wrapperClassName,
  ...props
}: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        className={cn(
          'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400',
          iconClassName,
        )}
        aria-hidden="true"
      />
      <input type="search" autoComplete="off" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
