import { STORAGE_KEYS, type Accessory, type Tshirt } from '@campus-threads/contract';
import { useCallback, useSyncExternalStore } from 'react';
import {
  readStoredArray,
  subscribeToLocalCollections,
  writeStoredArray,
} from '@/lib/local-storage-json';

/**
 * The wishlist kept on this device (spec: storefront §3): t-shirts and accessories as shown,
 * newest first. For a signed-in shopper it mirrors the account's list (wishlist-sync.ts).
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

/** The list without the entry of `id`. */
export function withoutEntry(list: readonly WishlistEntry[], id: string): WishlistEntry[] {
  return list.filter((e) => wishlistEntryId(e) !== id);
}

/** The list with `entry` at `index` (newest first by default), never twice. */
export function withEntry(
  list: readonly WishlistEntry[],
  entry: WishlistEntry,
  index = 0,
): WishlistEntry[] {
  const rest = withoutEntry(list, wishlistEntryId(entry));
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), entry, ...rest.slice(at)];
}

export function readWishlist(): WishlistEntry[] {
  return readStoredArray<WishlistEntry>(STORAGE_KEYS.wishlist);
}

/** Replace the device list (tells the header count and every heart on this tab). */
export function writeWishlist(list: readonly WishlistEntry[]): void {
  writeStoredArray(STORAGE_KEYS.wishlist, list);
}

export function isInWishlist(id: string): boolean {
  return readWishlist().some((entry) => wishlistEntryId(entry) === id);
}

/** The device list changed by one entry: `index` is where it now is, or where it was. */
export type WishlistChange = { added: boolean; index: number };

/** Add (first, as the newest) or remove. */
export function toggleWishlist(entry: WishlistEntry): WishlistChange {
  const id = wishlistEntryId(entry);
  const list = readWishlist();
  const index = list.findIndex((e) => wishlistEntryId(e) === id);
  if (index >= 0) {
    writeWishlist(withoutEntry(list, id));
    return { added: false, index };
  }
  writeWishlist(withEntry(list, entry));
  return { added: true, index: 0 };
}

/** Take back a change the account refused: an added entry goes, a removed one returns to its place. */
export function undoWishlistChange(entry: WishlistEntry, change: WishlistChange): void {
  const list = readWishlist();
  writeWishlist(
    change.added
      ? withoutEntry(list, wishlistEntryId(entry))
      : withEntry(list, entry, change.index),
  );
}

/** Live "is this id in the wishlist" for a heart button. */
export function useInWishlist(id: string): boolean {
  const snapshot = useCallback(() => isInWishlist(id), [id]);
  return useSyncExternalStore(subscribeToLocalCollections, snapshot, () => false);
}
