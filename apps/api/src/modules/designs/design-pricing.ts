import { quoteTshirt } from '@campus-threads/contract';
import type {
  StoredColorDiscount,
  StoredColorPrice,
  StoredColorVariant,
} from '../../db/schema/designs';

export type DesignPriceFields = {
  pricePaise: number;
  discountPricePaise: number | null;
  saleEndTime: Date | null;
  colorVariants: StoredColorVariant[];
  colorPrices: StoredColorPrice[];
  colorDiscounts: StoredColorDiscount[];
};

/** The contract's price rules applied to a stored design: one unit, in paise. */
export function quoteDesign(
  design: DesignPriceFields,
  color?: string | null,
  now: Date = new Date(),
) {
  return quoteTshirt(
    {
      price: design.pricePaise,
      discountPrice: design.discountPricePaise,
      saleEndTime: design.saleEndTime,
      colorVariants: design.colorVariants,
      colorPrices: design.colorPrices.map((c) => ({
        color: c.color,
        price: c.pricePaise,
        discountPrice: c.discountPricePaise,
      })),
      colorDiscounts: design.colorDiscounts.map((c) => ({
        color: c.color,
        discountPrice: c.discountPricePaise,
      })),
    },
    color === undefined ? (design.colorVariants[0]?.color ?? null) : color,
    now,
  );
}

/**
 * designs.sort_price_paise (what a shopper pays now for the default colour) and,
 * when a timed sale decides it, sort_price_expires_at: the moment it must be recomputed.
 */
export function sortPriceOf(design: DesignPriceFields, now: Date = new Date()) {
  const quote = quoteDesign(design, undefined, now);
  return { sortPricePaise: quote.finalPrice, sortPriceExpiresAt: quote.saleEndsAt };
}
