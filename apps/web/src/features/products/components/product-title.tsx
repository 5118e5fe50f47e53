import type { ReactNode } from 'react';
import { WishlistButton, type WishlistEntry } from '@/features/wishlist';

/** The page heading with the wishlist heart (and any other icon actions) beside it. */
export function ProductTitle({
  title,
  wishlistId,
  wishlistEntry,
  children,
}: {
  title: string;
  wishlistId: string;
  wishlistEntry: () => WishlistEntry;
  children?: ReactNode;
}) {
  return (
    <div className="mt-2 flex items-start justify-between gap-3">
      <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-ink-900 sm:text-4xl">
        {title}
      </h1>
      <div className="-mr-2 flex shrink-0 items-center">
        <WishlistButton id={wishlistId} entry={wishlistEntry} className="hover:bg-zinc-100" />
        {children}
      </div>
    </div>
  );
}
