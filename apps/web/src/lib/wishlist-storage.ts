import { STORAGE_KEYS, type Accessory, type Tshirt } from '@campus-threads/contract';
import { useCallback, useSyncExternalStore } from 'react';
import {
  readStoredArray,
  subscribeToLocalCollections,
  writeStoredArray,
} from './local-storage-json';

/**
 * The wishlist kept on this device (spec: storefront §3): t-shirts and accessories as shown.
 * Pages call these functions only, so syncing with the account later changes this file alone.
 */
export type WishlistEntry =
  (Tshirt & { productType: 'tshirt' }) | (Accessory & { productType: 'accessory' });

export function wishlistEntryId(entry: {
  productType?: string;
  id?: string;
  accessoryId?: string;
}): string {
  return (
    (entry.productType === 'accessory' ? entry.accessoryId : entry.id) ??
    entry.id ??
    entry.accessoryId ??
    ''
  );
}

export function readWishlist(): WishlistEntry[] {
  return readStoredArray<WishlistEntry>(STORAGE_KEYS.wishlist);
}

export function isInWishlist(id: string): boolean {
  return readWishlist().some((entry) => wishlistEntryId(entry) === id);
}

/** Add or remove; returns true when the item is now in the wishlist. */
export function toggleWishlist(entry: WishlistEntry): boolean {
  const id = wishlistEntryId(entry);
  const list = readWishlist();
  const present = list.some((e) => wishlistEntryId(e) === id);
  writeStoredArray(
    STORAGE_KEYS.wishlist,
    present ? list.filter((e) => wishlistEntryId(e) !== id) : [...list, entry],
  );
  return !present;
}

/** Live "is this id in the wishlist" for a heart button. */
export function useInWishlist(id: string): boolean {
  const snapshot = useCallback(() => isInWishlist(id), [id]);
  return useSyncExternalStore(subscribeToLocalCollections, snapshot, () => false);
}
