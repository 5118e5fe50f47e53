import { CATALOG_MESSAGES } from '@campus-threads/contract';
import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { toggleWishlist, useInWishlist, type WishlistEntry } from '@/lib/wishlist-storage';

/** Heart toggle: 'Add to wishlist' / 'Remove from wishlist' with the spec's toasts. */
export function WishlistButton({
  entry,
  id,
  className,
}: {
  entry: () => WishlistEntry;
  id: string;
  className?: string;
}) {
  const saved = useInWishlist(id);
  const onClick = () => {
    try {
      const added = toggleWishlist(entry());
      notify.success(
        added ? CATALOG_MESSAGES.addedToWishlist : CATALOG_MESSAGES.removedFromWishlist,
      );
    } catch {
      notify.error(CATALOG_MESSAGES.wishlistUpdateFailed);
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      className={cn(
        'inline-flex size-10 cursor-pointer items-center justify-center rounded-full transition-colors',
        saved ? 'text-danger-600' : 'text-ink-800 hover:text-danger-600',
        className,
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
