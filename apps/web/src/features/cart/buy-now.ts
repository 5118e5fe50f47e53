import { STORAGE_KEYS } from '@campus-threads/contract';
import { useSyncExternalStore } from 'react';
import { announceLocalCollectionChange } from '@/lib/local-collections';
import { subscribeToLocalCollections } from '@/lib/local-storage-json';
import type { CartItem } from './cart-line';

/**
 * Buy-now mode (spec: storefront §4): one item bought on its own. The shopper's cart is left as
 * it is while the single item is checked out, which is the spec's "save the cart and restore it
 * on leaving" without copying it; after the order the server takes that item out of the cart if
 * it was in it (docs/decisions/0010).
 */
export const BUY_NOW_ITEM_KEY = STORAGE_KEYS.buyNowItem;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(BUY_NOW_ITEM_KEY);
  } catch {
    return null;
  }
}

export function parseBuyNowItem(raw: string | null): CartItem | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { item?: CartItem } | null;
    return value?.item?.productId ? value.item : null;
  } catch {
    return null;
  }
}

export function readBuyNowItem(): CartItem | null {
  return parseBuyNowItem(readRaw());
}

/** Enter buy-now mode with this item. Throws when storage is unavailable (caller shows the toast). */
export function startBuyNow(item: CartItem): void {
  window.localStorage.setItem(BUY_NOW_ITEM_KEY, JSON.stringify({ item, startedAt: Date.now() }));
  announceLocalCollectionChange();
}

/** Leave buy-now mode (Return to Cart, Continue Shopping, or after the order). */
export function exitBuyNow(): void {
  try {
    window.localStorage.removeItem(BUY_NOW_ITEM_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  announceLocalCollectionChange();
}

/** Change the buy-now item's quantity (the buy-now page's stepper). */
export function setBuyNowQuantity(quantity: number): void {
  const item = readBuyNowItem();
  if (!item || !Number.isInteger(quantity) || quantity < 1) return;
  startBuyNow({ ...item, quantity });
}

/** The buy-now item, live; null when buy-now mode is off. */
export function useBuyNowItem(): CartItem | null {
  const raw = useSyncExternalStore(subscribeToLocalCollections, readRaw, () => null);
  return parseBuyNowItem(raw);
}
