import { formatRupeesShort, type Paise } from './money';

/**
 * The most any price may be (docs/decisions/0033): every price a seller or an admin
 * sets (a design's price, a colour's price, an accessory's price; discounts stay below them) and
 * every delivery price. The design and accessory schemas, the admin's design edits and the Set
 * Delivery Price prompt all check against these, so the forms and the API say the same text.
 */
export const MAX_PRICE_PAISE: Paise = 10_000_000;
export const MAX_DELIVERY_PRICE_PAISE: Paise = 1_000_000;
/** The lowest price a design may have (the design form's and a drop tier's floor). */
export const MIN_DESIGN_PRICE_PAISE: Paise = 5_000;

export const PRICE_LIMIT_MESSAGES = {
  priceMax: `Price cannot be more than ${formatRupeesShort(MAX_PRICE_PAISE)}`,
  deliveryMax: `Delivery price cannot be more than ${formatRupeesShort(MAX_DELIVERY_PRICE_PAISE)}`,
} as const;

/** True when a price in paise is within the product maximum. */
export function isPriceWithinMax(paise: Paise): boolean {
  return paise <= MAX_PRICE_PAISE;
}

/** True when a delivery price in paise is within the delivery maximum. */
export function isDeliveryPriceWithinMax(paise: Paise): boolean {
  return paise <= MAX_DELIVERY_PRICE_PAISE;
}
