import type { STORAGE_KEYS } from '@campus-threads/contract';
import { useSyncExternalStore } from 'react';

/** Fired on this tab when cart or wishlist storage changes ('storage' only fires on other tabs). */
export const LOCAL_COLLECTION_EVENT = 'campus-threads:local-collection';

type CollectionKey = typeof STORAGE_KEYS.cart | typeof STORAGE_KEYS.wishlist;

/** Length of a JSON array kept in localStorage; 0 when absent or malformed. */
export function countStoredItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}

function read(key: CollectionKey): number {
  try {
    return countStoredItems(window.localStorage.getItem(key));
  } catch {
    return 0;
  }
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  window.addEventListener(LOCAL_COLLECTION_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(LOCAL_COLLECTION_EVENT, callback);
  };
}

/** Live item count of the cart or wishlist stored on this device. */
export function useStoredCount(key: CollectionKey): number {
  return useSyncExternalStore(
    subscribe,
    () => read(key),
    () => 0,
  );
}

/** Call after writing cart or wishlist storage so counters on this tab update. */
export function announceLocalCollectionChange(): void {
  window.dispatchEvent(new Event(LOCAL_COLLECTION_EVENT));
}
