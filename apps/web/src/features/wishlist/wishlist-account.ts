import {
  STORAGE_KEYS,
  WISHLIST_MAX,
  type ProductType,
  type WishlistEntry as AccountWishlistEntry,
  type WishlistResponse,
} from '@campus-threads/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  readWishlist,
  undoWishlistChange,
  wishlistEntryId,
  writeWishlist,
  type WishlistChange,
  type WishlistEntry,
} from './wishlist-storage';

/**
 * The wishlist on the account (DECISIONS.md row 14, docs/decisions/0011-wishlist.md): the device list
 * (wishlist-storage.ts) stays what every page shows. For a signed-in shopper it is the
 * account's list: a guest's list is joined with the account's at sign-in, the account's is read
 * again when a session starts and when the wishlist opens, and every change made on the device is
 * also saved to the account. `wishlistOwner` says whose account the device list mirrors.
 * This module loads only when an account is involved (wishlist-sync.ts, the wishlist page):
 * a guest's pages never download it.
 */

export type WishlistItemRef = { productType: ProductType; productId: string };

/** The ids the server stores (UUIDs); an entry with any other id can never be on the account. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account's reference to a device entry, or null when it has no usable id. */
export function itemRef(entry: WishlistEntry): WishlistItemRef | null {
  const productId = wishlistEntryId(entry);
  if (!UUID.test(productId)) return null;
  return { productType: entry.productType === 'accessory' ? 'accessory' : 'tshirt', productId };
}

/** The device list as the items of PUT /api/wishlist/sync: each once, at most WISHLIST_MAX. */
export function syncItems(list: readonly WishlistEntry[]): WishlistItemRef[] {
  const seen = new Set<string>();
  const items: WishlistItemRef[] = [];
  for (const entry of list) {
    const ref = itemRef(entry);
    if (!ref) continue;
    const key = `${ref.productType}:${ref.productId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(ref);
    if (items.length === WISHLIST_MAX) break;
  }
  return items;
}

/** The account's list as device entries, in its order; products that are gone are dropped. */
export function entriesFromAccount(items: readonly AccountWishlistEntry[]): WishlistEntry[] {
  return items.flatMap((item): WishlistEntry[] => {
    if (!item.product) return [];
    return item.productType === 'tshirt'
      ? [{ ...item.product, productType: 'tshirt' }]
      : [{ ...item.product, productType: 'accessory' }];
  });
}

/** The wishlist calls; every answer is the whole account list with its products. */
export const wishlistApi = {
  get: (signal?: AbortSignal) => api.get<WishlistResponse>('wishlist', { signal }),
  add: (ref: WishlistItemRef) => api.post<WishlistResponse>('wishlist', ref),
  remove: (ref: WishlistItemRef) =>
    api.delete<WishlistResponse>(
      `wishlist/${ref.productType}/${encodeURIComponent(ref.productId)}`,
    ),
  sync: (items: readonly WishlistItemRef[]) =>
    api.put<WishlistResponse>('wishlist/sync', { items }),
};

/**
 * Device changes made since a read began. An account list that was read while the shopper was
 * changing the device list is older than the device, so it must not overwrite it.
 */
let changes = 0;
let pending = 0;
/** Sessions ended; a read that outlives its session writes nothing. */
let ended = 0;
let reading: Promise<WishlistResponse> | null = null;

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.wishlistOwner);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(STORAGE_KEYS.wishlistOwner, userId);
    else window.localStorage.removeItem(STORAGE_KEYS.wishlistOwner);
  } catch {
    // Storage blocked: the list is not kept on the device either.
  }
}

/** What to ask the account for: the guest list joined with it, or simply its list. */
export function accountRead(
  owner: string | null,
  list: readonly WishlistEntry[],
): { kind: 'join'; items: WishlistItemRef[] } | { kind: 'get' } {
  // Only a guest's list (no owner) is joined; a list another account left behind is replaced.
  const items = owner === null ? syncItems(list) : [];
  return items.length > 0 ? { kind: 'join', items } : { kind: 'get' };
}

/**
 * The account's list made the device list, for the signed-in `userId`. The first time on this
 * device the guest's entries are added to the account first (PUT /api/wishlist/sync, a union);
 * after that it is GET /api/wishlist. Callers at the same time share one request.
 */
export function loadAccountWishlist(userId: string): Promise<WishlistResponse> {
  reading ??= (async () => {
    const before = changes;
    const session = ended;
    const read = accountRead(readOwner(), readWishlist());
    const response = await (read.kind === 'join'
      ? wishlistApi.sync(read.items)
      : wishlistApi.get());
    if (session !== ended) return response;
    if (changes === before && pending === 0) writeWishlist(entriesFromAccount(response.items));
    writeOwner(userId);
    return response;
  })().finally(() => {
    reading = null;
  });
  return reading;
}

/**
 * Save to the account a change already made on the device (the page and the hearts stay
 * instant). When the account refuses, the device is put back and false returned, so the caller
 * can say so.
 */
export async function saveWishlistChange(
  entry: WishlistEntry,
  change: WishlistChange,
): Promise<boolean> {
  const ref = itemRef(entry);
  if (!ref) return true;
  changes++;
  pending++;
  try {
    await (change.added ? wishlistApi.add(ref) : wishlistApi.remove(ref));
    return true;
  } catch {
    undoWishlistChange(entry, change);
    return false;
  } finally {
    pending--;
  }
}

/** A session began (a sign-in, or a page opened signed in): the account's list onto the device. */
export async function startAccountSession(userId: string, queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(queryKeys.wishlist.account(), await loadAccountWishlist(userId));
}

/**
 * The session ended: the device list is emptied (it stays on the account), so the next person
 * on a shared computer neither sees it nor has it added to their own account at sign-in.
 */
export function endAccountSession(queryClient: QueryClient): void {
  ended++;
  changes++;
  writeOwner(null);
  writeWishlist([]);
  queryClient.removeQueries({ queryKey: queryKeys.wishlist.all });
}
