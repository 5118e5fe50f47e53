import {
  CART_LINE_MAX,
  CART_MESSAGES,
  CART_QUANTITY_MIN,
  CUSTOMIZATION_FEE_PAISE,
  STORAGE_KEYS,
  toRupees,
  type Accessory,
  type Tshirt,
} from '@campus-threads/contract';
import { readStoredArray, writeStoredArray } from '../local-storage-json';

/**
 * The guest cart kept on this device (spec: storefront §3 "Cart item"), under a generated guest
 * id. Money in rupees as the API sends it; the prices stored here are only what the shopper saw
 * when adding: the cart page shows the server's prices of now (POST /api/cart/quote) and a
 * signed-in shopper's cart lives on the server (lib/cart/use-cart.ts picks which).
 */
export type CartItem = {
  id: string;
  productId: string;
  productType: 'tshirt' | 'accessory';
  tshirt?: Tshirt;
  tshirtId?: string;
  accessory?: Accessory;
  accessoryId?: string;
  quantity: number;
  size: string | null;
  color: string | null;
  wantsCustomization: boolean;
  customizableParts: string[];
  customName: string;
  finalPrice: number;
  deliveryPrice: number;
  discountPrice: number | null;
  imageUrl: string;
};

export type TshirtCartInput = {
  tshirt: Tshirt;
  size: string;
  color: string;
  quantity: number;
  /** Unit price now for this colour, in paise (before customisation). */
  unitPricePaise: number;
  /** Regular price for this colour, in paise. */
  basePricePaise: number;
  customName?: string;
  imageUrl?: string;
};

/** A fresh id for a cart line. */
export function newCartItemId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Build the cart line for a t-shirt (pure apart from the generated id). */
export function tshirtCartItem(input: TshirtCartInput): CartItem {
  const { tshirt, size, color, quantity, unitPricePaise, basePricePaise } = input;
  const customName = input.customName?.trim() ?? '';
  const wantsCustomization = customName !== '';
  return {
    id: newCartItemId(),
    productId: tshirt.id,
    productType: 'tshirt',
    tshirt,
    tshirtId: tshirt.id,
    quantity,
    size,
    color,
    wantsCustomization,
    customizableParts: wantsCustomization ? tshirt.customizableParts : [],
    customName,
    finalPrice: toRupees(unitPricePaise),
    deliveryPrice: tshirt.deliveryPrice ?? 0,
    discountPrice: unitPricePaise < basePricePaise ? toRupees(unitPricePaise) : null,
    imageUrl: input.imageUrl ?? tshirt.images[0] ?? '',
  };
}

/** Unit price of a cart line including customisation, in paise. */
export function cartUnitPaise(item: Pick<CartItem, 'finalPrice' | 'wantsCustomization'>): number {
  return (
    Math.round(item.finalPrice * 100) + (item.wantsCustomization ? CUSTOMIZATION_FEE_PAISE : 0)
  );
}

function sameLine(a: CartItem, b: CartItem): boolean {
  return (
    a.productId === b.productId &&
    a.productType === b.productType &&
    a.size === b.size &&
    a.color === b.color &&
    a.customName === b.customName
  );
}

/** Merge a line into a cart: the same product, size, colour and name adds to the quantity. */
export function mergeCartItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const index = cart.findIndex((line) => sameLine(line, item));
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
