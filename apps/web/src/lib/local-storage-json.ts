import { announceLocalCollectionChange, LOCAL_COLLECTION_EVENT } from './local-collections';

/** Read a JSON array kept in localStorage; [] when absent, malformed or storage is blocked. */
export function readStoredArray<T>(key: string): T[] {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** Write a JSON array and tell this tab's counters (header badges) about it. */
export function writeStoredArray<T>(key: string, items: readonly T[]): void {
  window.localStorage.setItem(key, JSON.stringify(items));
  announceLocalCollectionChange();
}

/** Subscribe to cart/wishlist storage changes on this tab and on other tabs. */
export function subscribeToLocalCollections(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  window.addEventListener(LOCAL_COLLECTION_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(LOCAL_COLLECTION_EVENT, callback);
  };
}
