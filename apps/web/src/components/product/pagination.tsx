import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { pageWindow } from './pagination-window';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
};

const BOX =
  'inline-flex size-9 sm:size-10 items-center justify-center rounded-lg text-sm font-semibold tabular-nums transition-colors';

/** Up to five numbered pages plus first and last, with ellipses (spec: storefront §9). */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex items-center justify-center gap-1 sm:gap-1.5', className)}
    >
      <button
        type="button"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        className={cn(
          BOX,
          'cursor-pointer text-ink-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:text-zinc-300 disabled:hover:bg-transparent',
        )}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      {items.map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onChange(item)}
            className={cn(
              BOX,
              'cursor-pointer',
              item === page ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-zinc-100',
              // On a phone keep the row short: hide far pages, keep first, last and neighbours.
              Math.abs(item - page) > 1 &&
                item !== 1 &&
                item !== totalPages &&
                'hidden sm:inline-flex',
            )}
          >
            {item}
          </button>
        ) : (
          <span
            key={item}
            aria-hidden="true"
            className="inline-flex w-6 justify-center text-zinc-400 sm:w-8"
          >
            …
          </span>
        ),
      )}
      <button
        type="button"
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        className={cn(
          BOX,
          'cursor-pointer text-ink-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:text-zinc-300 disabled:hover:bg-transparent',
        )}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </nav>
  );
}
