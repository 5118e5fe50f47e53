import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  quoteAccessory,
  toPaise,
  type Accessory,
  type AccessoryQuote,
} from '@campus-threads/contract';

/**
 * Price of one accessory (spec: storefront §4): the discount price when it is valid (above 0,
 * below the price, at most 99% off), else the base price. The API sends rupees; the rule works
 * in paise.
 */
export function accessoryQuote(
  accessory: Pick<Accessory, 'price' | 'discountPrice'>,
): AccessoryQuote {
  return quoteAccessory({
    price: toPaise(accessory.price),
    discountPrice:
      accessory.discountPrice === null || accessory.discountPrice === undefined
        ? null
        : toPaise(accessory.discountPrice),
  });
}

/** Paise saved per unit (0 when not discounted). */
export function savingPaise(quote: Pick<AccessoryQuote, 'basePrice' | 'finalPrice'>): number {
  return Math.max(0, quote.basePrice - quote.finalPrice);
}

/** Stock 0 or below is Out of Stock (spec §4). */
export function isOutOfStock(accessory: Pick<Accessory, 'stock'>): boolean {
  return !(accessory.stock > 0);
}

/**
 * The most a shopper may pick at once: 10 (spec §5), or fewer when fewer are in stock — stock
 * is reserved at payment (DECISIONS.md row 9), so more could never be bought.
 */
export function maxOrderQuantity(accessory: Pick<Accessory, 'stock'>): number {
  const stock = Number.isFinite(accessory.stock) ? Math.floor(accessory.stock) : 0;
  return Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, stock));
}
