import { CATALOG_MESSAGES } from './catalog';

/**
 * The wishlist's texts (spec: storefront §4, §8). The heart's three texts are the catalogue's
 * (CATALOG_MESSAGES), repeated here so the wishlist page reads them from one place.
 */
export const WISHLIST_MESSAGES = {
  added: CATALOG_MESSAGES.addedToWishlist,
  removed: CATALOG_MESSAGES.removedFromWishlist,
  updateFailed: CATALOG_MESSAGES.wishlistUpdateFailed,
  refreshed: 'Wishlist refreshed',
  loadFailed: 'Failed to load wishlist. Please try again.',
  refreshFailed: 'Failed to refresh wishlist',
  addToCartFailed: 'Failed to add to cart',
  removeFailed: 'Failed to remove from wishlist',
  // The page's own words (not in the spec).
  emptyTitle: 'Your wishlist is empty',
  emptyText: 'Tap the heart on a t-shirt or an accessory to keep it here for later.',
  emptyAction: 'Browse casual t-shirts',
} as const;

/**
 * The wishlist refresh (spec: storefront §9): at most once per 5 s, items checked 2 at a time,
 * each check given 5 s (an item that does not answer in time is dropped, as a missing one is),
 * and the whole refresh given up after 15 s.
 */
export const WISHLIST_REFRESH = {
  throttleMs: 5_000,
  batchSize: 2,
  itemTimeoutMs: 5_000,
  safetyTimeoutMs: 15_000,
} as const;

/** Most entries a wishlist keeps. */
export const WISHLIST_MAX = 200;
