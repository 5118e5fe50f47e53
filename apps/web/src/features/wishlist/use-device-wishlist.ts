import { STORAGE_KEYS } from '@campus-threads/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { subscribeToLocalCollections } from '@/lib/local-storage-json';
import {
  readWishlist,
  wishlistEntryId,
  withoutEntry,
  writeWishlist,
  type WishlistEntry,
} from './wishlist-storage';

/** The device wishlist as the page shows and changes it (wishlist-storage.ts keeps it). */

function readRaw(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.wishlist) ?? '[]';
  } catch {
    return '[]';
  }
}

/** Entries of a stored list; anything but an array of objects reads as empty. */
export function parseWishlist(raw: string): WishlistEntry[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? (value.filter((v) => v !== null && typeof v === 'object') as WishlistEntry[])
      : [];
  } catch {
    return [];
  }
}

/** The device list, live across tabs (the wishlist page). */
export function useWishlist(): WishlistEntry[] {
  const raw = useSyncExternalStore(subscribeToLocalCollections, readRaw, () => '[]');
  return useMemo(() => parseWishlist(raw), [raw]);
}

/** Remove the entry of `id`; null when it was not there. */
export function removeFromWishlist(id: string): { entry: WishlistEntry; index: number } | null {
  const list = readWishlist();
  const index = list.findIndex((e) => wishlistEntryId(e) === id);
  if (index < 0) return null;
  writeWishlist(withoutEntry(list, id));
  return { entry: list[index]!, index };
}
