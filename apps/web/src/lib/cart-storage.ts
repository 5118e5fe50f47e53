import {
  CUSTOMIZATION_FEE_PAISE,
  STORAGE_KEYS,
  toRupees,
  type Accessory,
  type Tshirt,
} from '@campus-threads/contract';
import { readStoredArray, writeStoredArray } from './local-storage-json';

/**
 * The device cart (spec: storefront §3 "Cart item"). Money in rupees, as in the API's JSON.
 * `finalPrice` is the unit price before customisation; the ₹30 fee is added per unit when
 * `wantsCustomization` is set (spec §9). A later release moves the cart to the server: pages call
 * these functions only, so they are the one place to swap.
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

export const BUY_NOW_ITEM_KEY = 'buyNowItem';

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

/** Add a line to the device cart. Throws when storage is unavailable (caller shows the toast). */
export function addToCart(item: CartItem): void {
  if (!item.productId) throw new Error('Invalid product data');
  writeStoredArray(STORAGE_KEYS.cart, mergeCartItem(readCart(), item));
}

/** Buy Now: keep the single item for the buy-now checkout (a later release reads it). */
export function setBuyNowItem(item: CartItem): void {
  window.localStorage.setItem(BUY_NOW_ITEM_KEY, JSON.stringify({ item }));
}
