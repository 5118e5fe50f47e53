import { pluralise, WISHLIST_MESSAGES } from '@campus-threads/contract';
import { Heart, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyProducts } from '@/components/product/product-grid';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { wishlistEntryId } from '../wishlist-storage';
import { useAccountWishlist } from '../api/get-wishlist';
import { WishlistTile } from '../components/wishlist-tile';
import { useWishlist } from '../use-device-wishlist';
import { useWishlistRefresh } from '../use-wishlist-refresh';

const GRID =
  'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 lg:gap-6 xl:grid-cols-4';
/** Tiles in the first row of the widest grid load their photo at once. */
const FIRST_ROW = 4;

/**
 * /wishlist (spec: storefront §2): the saved t-shirts and accessories with Refresh, and Remove
 * and Add to Cart on each. The list shown is the device's; a signed-in shopper's is read from the
 * account whenever the page opens (wishlist-sync.ts keeps the two together).
 */
export function WishlistPage() {
  const { user, isAuthenticated, isLoading: sessionLoading } = useAuth();
  const entries = useWishlist();
  const account = useAccountWishlist(user?._id ?? null);
  const { refetch } = account;
  const reloadAccount = useCallback(async () => (await refetch()).isSuccess, [refetch]);
  const { refresh, busy } = useWishlistRefresh(isAuthenticated ? reloadAccount : null);

  // A guest's saved items are looked up again when the page opens (quietly, throttled), so gone
  // ones drop out; a signed-in shopper's list is the account's, read by the query above.
  const autoRefreshed = useRef(false);
  useEffect(() => {
    if (sessionLoading || isAuthenticated || autoRefreshed.current) return;
    autoRefreshed.current = true;
    void refresh({ quiet: true });
  }, [sessionLoading, isAuthenticated, refresh]);

  // The first read failed ('Failed to load wishlist'); a failed Refresh says so in its own toast.
  const loadFailed =
    isAuthenticated && account.isError && !account.isFetching && account.data === undefined;
  useEffect(() => {
    if (loadFailed) notify.error(WISHLIST_MESSAGES.loadFailed);
  }, [loadFailed]);

  const loading =
    entries.length === 0 && (sessionLoading || (isAuthenticated && account.isPending));
  const count = entries.length;
  // No count while it is unknown (loading, or the account could not be read).
  const countKnown = !loading && !(loadFailed && count === 0);

  return (
    <PageContainer className="pt-6 pb-16 sm:pt-10">
      <div className="flex items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-bold tracking-[0.2em] text-saffron-600 uppercase">
            Saved for later
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            Wishlist
            {countKnown ? (
              <span className="ml-3 align-middle text-2xl font-bold text-zinc-400 tabular-nums sm:text-3xl">
                <span className="sr-only">, </span>
                {count}
                <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
              </span>
            ) : null}
          </h1>
          <p className="mt-1 min-h-5 text-sm text-zinc-500" aria-live="polite">
            {!countKnown
              ? ''
              : count === 0
                ? 'Nothing saved yet'
                : `${pluralise(count, 'saved item')}${isAuthenticated ? ' · kept on your account' : ' · kept on this device'}`}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void refresh()}
          disabled={busy || loading}
          aria-busy={busy || undefined}
          className={buttonClasses('secondary', 'md', 'px-3 sm:px-4')}
        >
          <RefreshCw className={cn('size-4', busy && 'animate-spin')} aria-hidden="true" />
          {busy ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>

      <div className="mt-6 border-t border-zinc-200 pt-6">
        {loadFailed ? (
          <LoadError onRetry={() => void refetch()} className={count > 0 ? 'mb-6' : undefined} />
        ) : null}
        {loading ? (
          <WishlistSkeleton />
        ) : count > 0 ? (
          <ul
            className={cn(GRID, 'transition-opacity', busy && 'opacity-70')}
            aria-busy={busy || undefined}
          >
            {entries.map((entry, index) => (
              <li key={wishlistEntryId(entry) || index}>
                <WishlistTile entry={entry} priority={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        ) : loadFailed ? null : (
          <EmptyProducts
            icon={Heart}
            title={WISHLIST_MESSAGES.emptyTitle}
            text={WISHLIST_MESSAGES.emptyText}
          >
            <Link to="/category/casual" className={buttonClasses('dark', 'md', 'mt-6')}>
              {WISHLIST_MESSAGES.emptyAction}
            </Link>
          </EmptyProducts>
        )}
      </div>
    </PageContainer>
  );
}

/** 'Failed to load wishlist. Please try again.' with Try Again. */
function LoadError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-2xl border border-danger-500/30 bg-danger-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="text-sm font-medium text-danger-700">{WISHLIST_MESSAGES.loadFailed}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('dark', 'sm')}>
        Try Again
      </button>
    </div>
  );
}

function WishlistSkeleton() {
  return (
    <div className={GRID} role="status" aria-label="Loading wishlist">
      {Array.from({ length: FIRST_ROW }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex overflow-hidden rounded-2xl border border-zinc-200 bg-white sm:flex-col"
        >
          <div className="m-3 aspect-[4/5] w-24 shrink-0 animate-pulse rounded-xl bg-zinc-200/70 sm:m-0 sm:w-auto sm:rounded-none" />
          <div className="flex flex-1 flex-col gap-3 py-3 pr-3 sm:p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-zinc-200/80" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-zinc-200/80" />
            <div className="h-5 w-1/3 animate-pulse rounded bg-zinc-200/80" />
            <div className="mt-auto h-10 animate-pulse rounded-lg bg-zinc-200/80" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default WishlistPage;
