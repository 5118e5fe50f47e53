import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A page's title row, one component for every screen. `dashboard` (the default, seller and admin
 * screens): heading, one line of help, and actions on the right. `storefront` (shopper pages such
 * as My Orders): a larger heading over a wider line of help, no actions.
 */
export function PageHeader({
  title,
  description,
  actions,
  variant = 'dashboard',
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  variant?: 'dashboard' | 'storefront';
  className?: string;
}) {
  if (variant === 'storefront') {
    return (
      <div className={cn('space-y-2', className)}>
        <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
        {description ? <p className="max-w-2xl text-base text-zinc-600">{description}</p> : null}
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    );
  }
  return (
    <div
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-zinc-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
