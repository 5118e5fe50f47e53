import { WISHLIST_REFRESH, type Accessory, type Tshirt } from '@campus-threads/contract';
import { api } from '@/lib/api-client';
import { wishlistEntryId, type WishlistEntry } from '../wishlist-storage';
import type { CheckOutcome } from '../wishlist-refresh';

/**
 * One saved item looked up again for the guest's refresh: GET /api/tshirts/:id or
 * GET /api/accessories/:accessoryId (public; 404 once it is gone or no longer approved), each
 * given 5 s (spec: storefront §9). Errors are read by `outcomeOfError`.
 */
export async function checkEntry(entry: WishlistEntry, signal: AbortSignal): Promise<CheckOutcome> {
  const id = encodeURIComponent(wishlistEntryId(entry));
  const options = { signal, timeoutMs: WISHLIST_REFRESH.itemTimeoutMs, auth: false };
  if (entry.productType === 'accessory') {
    const accessory = await api.get<Accessory>(`accessories/${id}`, options);
    return { kind: 'fresh', entry: { ...accessory, productType: 'accessory' } };
  }
  const tshirt = await api.get<Tshirt>(`tshirts/${id}`, options);
  return { kind: 'fresh', entry: { ...tshirt, productType: 'tshirt' } };
}
