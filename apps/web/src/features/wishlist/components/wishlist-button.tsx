import { CATALOG_MESSAGES } from '@campus-threads/contract';
import { Heart } from 'lucide-react';
import { toggleWishlist, useInWishlist, type WishlistEntry } from '../wishlist-storage';
import { saveWishlistChange } from '../wishlist-sync';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';

/**
 * Heart toggle: 'Add to wishlist' / 'Remove from wishlist' with the spec's toasts (the catalogue's
 * texts, already on every page). The device list changes at once; a signed-in shopper's account
 * follows, and is put back if it refuses.
 */
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
  const { isAuthenticated } = useAuth();
  const onClick = async () => {
    try {
      const item = entry();
      const change = toggleWishlist(item);
      notify.success(
        change.added ? CATALOG_MESSAGES.addedToWishlist : CATALOG_MESSAGES.removedFromWishlist,
      );
      if (isAuthenticated && !(await saveWishlistChange(item, change))) {
        notify.error(CATALOG_MESSAGES.wishlistUpdateFailed);
      }
    } catch {
      notify.error(CATALOG_MESSAGES.wishlistUpdateFailed);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
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
