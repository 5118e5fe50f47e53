import {
  CATALOG_MESSAGES,
  customizationFeePaise,
  DEFAULT_COLOR,
  DEFAULT_SIZE,
  toPaise,
  toRupees,
  type Accessory,
  type Paise,
  type ProductType,
  type Tshirt,
} from '@campus-threads/contract';

/**
 * A cart line as the spec's client keeps it (storefront §3 "Cart item"), money in rupees, and
 * the builders pages use for Add to Cart and Buy Now. Storage is in guest-cart.ts; sending it to
 * the server in cart-actions.ts (loaded on the first add).
 */
export type CartItem = {
  id: string;
  productId: string;
  productType: ProductType;
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
    toPaise(item.finalPrice) +
    customizationFeePaise({ wantsCustomization: item.wantsCustomization, quantity: 1 })
  );
}

/** The colour a card adds to the cart: the first colour variant, else White (spec: storefront §2). */
export function cardColor(tshirt: Pick<Tshirt, 'colorVariants' | 'colors'>): string {
  return tshirt.colorVariants?.[0]?.color ?? tshirt.colors?.[0] ?? DEFAULT_COLOR;
}

/**
 * Add to Cart from a card (product card, wishlist tile): the first colour, size M, one unit
 * (spec: storefront §2), with the toast that points a customisable shirt to its page.
 */
export function cardCartItem(
  tshirt: Tshirt,
  price: { finalPrice: Paise; basePrice: Paise },
  imageUrl?: string,
): { item: CartItem; message: string } {
  return {
    item: tshirtCartItem({
      tshirt,
      size: DEFAULT_SIZE,
      color: cardColor(tshirt),
      quantity: 1,
      unitPricePaise: price.finalPrice,
      basePricePaise: price.basePrice,
      imageUrl,
    }),
    message: tshirt.customizable
      ? CATALOG_MESSAGES.addedToCartCustomizable
      : CATALOG_MESSAGES.addedToCart,
  };
}
