import { CATALOG_MESSAGES, PAGE_SIZE } from '@campus-threads/contract';
import { Shirt, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { IconBox } from '@/components/ui/icon-box';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { ProductCardSkeleton } from './card-parts';

export const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 lg:gap-6';

export function ProductGridSkeleton({
  count = PAGE_SIZE,
  className,
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div className={cn(GRID, className)} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** 'Coming soon...' / 'Stay tuned!' (spec: storefront §2), or another message. */
export function EmptyProducts({
  title = CATALOG_MESSAGES.comingSoon,
  text = CATALOG_MESSAGES.stayTuned,
  icon = Shirt,
  children,
}: {
  title?: string;
  text?: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-zinc-50 px-6 py-16 text-center">
      <IconBox icon={icon} />
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">{title}</h2>
      <p className="mt-2 max-w-md text-base text-zinc-600">{text}</p>
      {children}
    </div>
  );
}

/** Connection problem with Try Again; `toast` also says it as a toast ('Failed to load t-shirts'). */
export function ProductsError({
  onRetry,
  retrying,
  toast,
}: {
  onRetry: () => void;
  retrying?: boolean;
  toast?: string;
}) {
  useEffect(() => {
    if (toast) notify.error(toast);
  }, [toast]);
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-danger-500/30 bg-danger-50 px-6 py-14 text-center"
    >
      <h2 className="text-xl font-bold text-ink-900">{CATALOG_MESSAGES.connectionError}</h2>
      <p className="mt-2 max-w-md text-sm text-zinc-700">{CATALOG_MESSAGES.productsLoadIssue}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-6 inline-flex h-11 cursor-pointer items-center rounded-lg bg-ink-900 px-5 text-sm font-semibold text-white hover:bg-ink-800 disabled:opacity-60"
      >
        Try Again
      </button>
    </div>
  );
}
