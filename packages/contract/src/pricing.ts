import type { Paise } from './money';

/**
 * Price rules shared by the browser (what a shopper sees) and the server (what a shopper pays).
 * All amounts are integer paise.
 */

export type ColorPrice = { color: string; price: Paise; discountPrice?: Paise | null };
export type ColorDiscount = { color: string; discountPrice: Paise };

export type PricedTshirt = {
  price: Paise;
  discountPrice?: Paise | null;
  /** ISO string or Date; absent means a standing discount. */
  saleEndTime?: string | Date | null;
  colorPrices?: readonly ColorPrice[] | null;
  colorDiscounts?: readonly ColorDiscount[] | null;
  colorVariants?: readonly { color: string }[] | null;
};

export type PriceQuote = {
  /** The regular price for this colour. */
  basePrice: Paise;
  /** What the shopper pays for one unit now. */
  finalPrice: Paise;
  /** True when finalPrice is below basePrice. */
  discounted: boolean;
  /** Rounded percent off, 0 when not discounted. */
  percentOff: number;
  /** Sale end when a timed sale sets the price; null otherwise. */
  saleEndsAt: Date | null;
  source: 'admin-color-discount' | 'color-sale' | 'sale' | 'regular';
};

function parseDate(value: string | Date | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** A discount is usable when it is a positive amount strictly below the price. */
export function isDiscountBelowPrice(
  price: Paise,
  discountPrice: Paise | null | undefined,
): discountPrice is Paise {
  return typeof discountPrice === 'number' && discountPrice > 0 && discountPrice < price;
}

/**
 * A t-shirt sale is active while saleEndTime is in the future and the discount is below the price.
 * With no saleEndTime the discount is a standing one; a malformed date ends it.
 */
export function isSaleActive(
  item: { price: Paise; discountPrice?: Paise | null; saleEndTime?: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (!isDiscountBelowPrice(item.price, item.discountPrice)) return false;
  const end = parseDate(item.saleEndTime);
  if (end === 'invalid') return false;
  return end === null || end.getTime() > now.getTime();
}

export function percentOff(price: Paise, finalPrice: Paise): number {
  if (price <= 0 || finalPrice >= price) return 0;
  return Math.round(((price - finalPrice) / price) * 100);
}

function sameColor(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The colour a listing prices by: the first variant's. */
export function defaultColor(tshirt: PricedTshirt): string | null {
  return tshirt.colorVariants?.[0]?.color ?? null;
}

/**
 * Price of one unit of a t-shirt in a colour. Precedence:
 * admin colour discount (the final price for that colour) > the colour's own price and sale >
 * the design's sale > the design's price.
 */
export function quoteTshirt(
  tshirt: PricedTshirt,
  color: string | null = defaultColor(tshirt),
  now: Date = new Date(),
): PriceQuote {
  const colorPrice = color ? tshirt.colorPrices?.find((c) => sameColor(c.color, color)) : undefined;
  const basePrice = colorPrice && colorPrice.price > 0 ? colorPrice.price : tshirt.price;
  const saleEnd = parseDate(tshirt.saleEndTime);
  const saleEndsAt = saleEnd instanceof Date ? saleEnd : null;

  const adminDiscount = color
    ? tshirt.colorDiscounts?.find((c) => sameColor(c.color, color))
    : undefined;
  if (adminDiscount && isDiscountBelowPrice(basePrice, adminDiscount.discountPrice)) {
    return quote(basePrice, adminDiscount.discountPrice, null, 'admin-color-discount');
  }
  if (
    colorPrice &&
    isSaleActive(
      {
        price: basePrice,
        discountPrice: colorPrice.discountPrice,
        saleEndTime: tshirt.saleEndTime,
      },
      now,
    )
  ) {
    return quote(basePrice, colorPrice.discountPrice!, saleEndsAt, 'color-sale');
  }
  if (!colorPrice && isSaleActive(tshirt, now)) {
    return quote(basePrice, tshirt.discountPrice!, saleEndsAt, 'sale');
  }
  return quote(basePrice, basePrice, null, 'regular');
}

function quote(
  basePrice: Paise,
  finalPrice: Paise,
  saleEndsAt: Date | null,
  source: PriceQuote['source'],
): PriceQuote {
  const discounted = finalPrice < basePrice;
  return {
    basePrice,
    finalPrice,
    discounted,
    percentOff: percentOff(basePrice, finalPrice),
    saleEndsAt,
    source,
  };
}

export const MAX_ACCESSORY_DISCOUNT_PERCENT = 99;

/** An accessory discount is valid when > 0, below the price and at most 99% off. */
export function isAccessoryDiscountValid(
  price: Paise,
  discountPrice: Paise | null | undefined,
): discountPrice is Paise {
  if (!isDiscountBelowPrice(price, discountPrice)) return false;
  // (price - discount) / price <= 0.99, in integers: 100 * discount >= price
  return discountPrice * 100 >= price * (100 - MAX_ACCESSORY_DISCOUNT_PERCENT);
}

export type AccessoryQuote = PriceQuote & { invalidDiscount: boolean };

export function quoteAccessory(accessory: {
  price: Paise;
  discountPrice?: Paise | null;
}): AccessoryQuote {
  const { price, discountPrice } = accessory;
  const hasDiscount = typeof discountPrice === 'number' && discountPrice > 0;
  if (isAccessoryDiscountValid(price, discountPrice)) {
    return { ...quote(price, discountPrice, null, 'sale'), invalidDiscount: false };
  }
  return { ...quote(price, price, null, 'regular'), invalidDiscount: hasDiscount };
}
