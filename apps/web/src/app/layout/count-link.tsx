import { pluralise } from '@campus-threads/contract';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Icon link with a count badge (wishlist, cart). The accessible name carries the count. */
export function CountLink({
  to,
  label,
  icon: Icon,
  count,
  dark,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  count: number;
  dark: boolean;
}) {
  // The badge sits beside the link, not in it: the link's accessible name carries the count, and
  // a name must contain the text shown inside the control (WCAG 2.5.3, label in name).
  return (
    <span className="relative inline-flex">
      <Link
        to={to}
        aria-label={`${label} (${pluralise(count, 'item')})`}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full transition-colors',
          dark
            ? 'text-zinc-200 hover:bg-white/10 hover:text-white'
            : 'text-ink-800 hover:bg-zinc-100',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </Link>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={`${label.toLowerCase()}-count`}
          className="pointer-events-none absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-600 px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}
