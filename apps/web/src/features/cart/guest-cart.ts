import {
  CART_LINE_MAX,
  CART_MESSAGES,
  CART_QUANTITY_MIN,
  isSameCartChoice,
  STORAGE_KEYS,
} from '@campus-threads/contract';
import { readStoredArray, writeStoredArray } from '@/lib/local-storage-json';
import { newCartItemId, type CartItem } from './cart-line';

export type { CartItem } from './cart-line';

/**
 * The guest cart kept on this device (spec: storefront §3 "Cart item"), under a generated guest
 * id. Money in rupees as the API sends it; the prices stored here are only what the shopper saw
 * when adding: the cart page shows the server's prices of now (POST /api/cart/quote) and a
 * signed-in shopper's cart lives on the server (use-cart.ts picks which).
 */

/** Merge a line into a cart: the same choice (the contract's rule, as the server's cart) adds to the quantity. */
export function mergeCartItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const index = cart.findIndex((line) => isSameCartChoice(line, item));
  if (index === -1) return [...cart, item];
  return cart.map((line, i) =>
    i === index
      ? {
          ...line,
          quantity: line.quantity + item.quantity,
          finalPrice: item.finalPrice,
          discountPrice: item.discountPrice,
        }
      : line,
  );
}

export function readCart(): CartItem[] {
  return readStoredArray<CartItem>(STORAGE_KEYS.cart);
}

/** The device's guest id (spec: storefront §1), made on first use. */
export function ensureGuestId(): string {
  const existing = window.localStorage.getItem(STORAGE_KEYS.guestId);
  if (existing) return existing;
  const id = `guest_${newCartItemId()}`;
  window.localStorage.setItem(STORAGE_KEYS.guestId, id);
  return id;
}

/** Add a line to the device cart. Throws when storage is unavailable (caller shows the toast). */
export function addToCart(item: CartItem): void {
  if (!item.productId) throw new Error(CART_MESSAGES.invalidProductData);
  ensureGuestId();
  writeStoredArray(STORAGE_KEYS.cart, mergeCartItem(readCart(), item));
}

/** Set a line's quantity; below 1 is ignored (spec: storefront §5). */
export function setGuestQuantity(id: string, quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < CART_QUANTITY_MIN) return;
  writeStoredArray(
    STORAGE_KEYS.cart,
    readCart().map((line) =>
      line.id === id ? { ...line, quantity: Math.min(quantity, CART_LINE_MAX) } : line,
    ),
  );
}

export function removeGuestLine(id: string): void {
  writeStoredArray(
    STORAGE_KEYS.cart,
    readCart().filter((line) => line.id !== id),
  );
}

export function clearGuestCart(): void {
  writeStoredArray(STORAGE_KEYS.cart, []);
}

/** The API's add-to-cart body for a line (prices are left out: the server prices every line). */
export function toAddToCartBody(item: CartItem) {
  const common = {
    productType: item.productType,
    quantity: item.quantity,
    wantsCustomization: item.wantsCustomization,
    customName: item.wantsCustomization ? item.customName : '',
  };
  return item.productType === 'tshirt'
    ? { ...common, tshirtId: item.tshirtId ?? item.productId, size: item.size, color: item.color }
    : { ...common, accessoryId: item.accessoryId ?? item.productId };
}
