import { ChevronRight, Zap } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { cn } from '@/lib/cn';

export type Crumb = { label: string; to?: string };

/** Home › … › current page; the last crumb is the page itself and may be cut short. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1 text-sm text-zinc-500">
      {[{ label: 'Home', to: '/' }, ...trail].map((crumb) => (
        <Fragment key={crumb.label}>
          {crumb.to ? (
            <Link to={crumb.to} className="shrink-0 hover:text-ink-900">
              {crumb.label}
            </Link>
          ) : (
            <span className="shrink-0">{crumb.label}</span>
          )}
          <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
        </Fragment>
      ))}
      <span className="truncate text-ink-900" aria-current="page">
        {current}
      </span>
    </nav>
  );
}

/** The product page's shape while it loads: a reserved 4:5 image box and the loading text. */
export function ProductDetailSkeleton({ label }: { label: string }) {
  return (
    <PageContainer className="pt-6 pb-16">
      <div className="h-5" />
      <div className="mt-4 grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="aspect-[4/5] animate-pulse rounded-2xl bg-zinc-200/70 lg:col-span-7" />
        <div className="space-y-4 lg:col-span-5">
          <p role="status" className="text-sm font-medium text-zinc-500">
            {label}
          </p>
          <div className="h-9 w-3/4 animate-pulse rounded bg-zinc-200/80" />
          <div className="h-8 w-1/3 animate-pulse rounded bg-zinc-200/80" />
          <div className="h-24 animate-pulse rounded-xl bg-zinc-200/60" />
        </div>
      </div>
    </PageContainer>
  );
}

/** Gallery on the left (7 of 12 columns on a desktop), details on the right, stacked on a phone. */
export function ProductDetailColumns({
  gallery,
  children,
}: {
  gallery: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-12 lg:gap-12">
      <div className="min-w-0 lg:col-span-7">{gallery}</div>
      <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24 lg:col-span-5 lg:self-start">
        {children}
      </div>
    </div>
  );
}

const ACTION =
  'inline-flex min-w-0 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-center text-sm leading-tight font-semibold transition-colors disabled:cursor-not-allowed';
const ADD_TO_CART = {
  outline:
    'border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white disabled:border-zinc-300 disabled:text-zinc-400 disabled:hover:bg-transparent',
  solid: 'bg-ink-900 text-white hover:bg-ink-800 disabled:bg-ink-600',
} as const;

type ActionProps = {
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

export function BuyNowButton({ onClick, disabled, className, children }: ActionProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        ACTION,
        'bg-saffron-600 text-white shadow-sm hover:bg-saffron-700 disabled:bg-saffron-300',
        className,
      )}
    >
      {children}
    </button>
  );
}

export function AddToCartButton({
  onClick,
  disabled,
  solid = false,
  className,
  children,
}: ActionProps & { solid?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(ACTION, ADD_TO_CART[solid ? 'solid' : 'outline'], className)}
    >
      {children}
    </button>
  );
}

/** Add to Cart and Buy Now, side by side. */
export function PurchaseButtons({
  onAddToCart,
  onBuyNow,
  addLabel = 'Add to Cart',
  disabled = false,
}: {
  onAddToCart: () => void;
  onBuyNow: () => void;
  addLabel?: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <AddToCartButton
        onClick={onAddToCart}
        disabled={disabled}
        className="min-h-12 px-2 py-1.5 sm:text-base"
      >
        {addLabel}
      </AddToCartButton>
      <BuyNowButton onClick={onBuyNow} disabled={disabled} className="min-h-12 px-2 sm:text-base">
        <Zap className="size-4 shrink-0" aria-hidden="true" />
        Buy Now
      </BuyNowButton>
    </div>
  );
}

const HIDE_FROM = { md: 'md:hidden', lg: 'lg:hidden' } as const;

/**
 * A bar fixed to the bottom of narrow screens with the buy actions, hidden from the given
 * breakpoint up. The page leaves room for it with bottom padding.
 */
export function StickyBuyBar({
  hideFrom,
  children,
}: {
  hideFrom: keyof typeof HIDE_FROM;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label="Quick buy"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur',
        HIDE_FROM[hideFrom],
      )}
    >
      <div className="mx-auto flex max-w-3xl items-center gap-2">{children}</div>
    </div>
  );
}
