import {
  quoteTshirt,
  toPaise,
  type PriceQuote,
  type PricedTshirt,
  type Tshirt,
} from '@campus-threads/contract';

type PriceFields = Pick<
  Tshirt,
  'price' | 'discountPrice' | 'saleEndTime' | 'colorPrices' | 'colorDiscounts' | 'colorVariants'
>;

/** The API sends rupees; the contract's price rules work in paise. */
export function toPricedTshirt(tshirt: PriceFields): PricedTshirt {
  return {
    price: toPaise(tshirt.price),
    discountPrice:
      tshirt.discountPrice === null || tshirt.discountPrice === undefined
        ? null
        : toPaise(tshirt.discountPrice),
    saleEndTime: tshirt.saleEndTime,
    colorPrices: (tshirt.colorPrices ?? []).map((c) => ({
      color: c.color,
      price: toPaise(c.price),
      discountPrice:
        c.discountPrice === null || c.discountPrice === undefined ? null : toPaise(c.discountPrice),
    })),
    colorDiscounts: (tshirt.colorDiscounts ?? []).map((c) => ({
      color: c.color,
      discountPrice: toPaise(c.discountPrice),
    })),
    colorVariants: tshirt.colorVariants ?? [],
  };
}

/** What a shopper pays for one unit of this t-shirt in `color` now (contract precedence, DECISIONS.md row 20). */
export function quoteForColor(
  tshirt: PriceFields,
  color?: string | null,
  now: Date = new Date(),
): PriceQuote {
  const priced = toPricedTshirt(tshirt);
  return color === undefined
    ? quoteTshirt(priced, undefined, now)
    : quoteTshirt(priced, color, now);
}

export type PriceDisplay = {
  /** Paise shown large. */
  current: number;
  /** Paise shown struck through, or null when there is no discount. */
  original: number | null;
  /** Percent-off badge, or null. */
  badge: number | null;
};

/** Which prices to show: the final price, plus the struck-through base and badge when discounted. */
export function priceDisplay(
  quote: Pick<PriceQuote, 'basePrice' | 'finalPrice' | 'discounted' | 'percentOff'>,
  extraPaise = 0,
): PriceDisplay {
  const current = quote.finalPrice + extraPaise;
  if (!quote.discounted) return { current, original: null, badge: null };
  return {
    current,
    original: quote.basePrice + extraPaise,
    badge: quote.percentOff > 0 ? quote.percentOff : null,
  };
}
