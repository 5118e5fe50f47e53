/**
 * Public surface of the wishlist feature: the device list every heart reads and the hooks that
 * keep it in step with the account. The account code itself (wishlist-account.ts) is not
 * exported: wishlist-sync.ts loads it only when an account is involved, so guests never fetch it.
 */
export {
  isInWishlist,
  toggleWishlist,
  useInWishlist,
  wishlistEntryId,
  type WishlistChange,
  type WishlistEntry,
} from './wishlist-storage';
export { saveWishlistChange, useWishlistSync } from './wishlist-sync';
export { WishlistButton } from './components/wishlist-button';
