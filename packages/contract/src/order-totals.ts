import { CUSTOMIZATION_FEE_PAISE, type Paise } from './money';
import type { ProductType } from './catalog';

/**
 * The money rules of a cart, a payment and an order: what a line costs, what the order costs and
 * how the 50% advance splits it. The browser shows these numbers and the server charges them.
 */

/** One line of a cart or order, priced: unit price now, quantity, customisation, delivery. */
export type PricedLine = {
  unitPricePaise: Paise;
  quantity: number;
  wantsCustomization: boolean;
  /** Counted once per line, not per unit (DECISIONS #5). */
  deliveryPricePaise: Paise;
};

export type LineTotals = {
  itemsPaise: Paise;
  customizationPaise: Paise;
  deliveryPaise: Paise;
  totalPaise: Paise;
};

/** Customisation (a name printed on the shirt) is charged per unit. */
export function customizationFeePaise(line: {
  wantsCustomization: boolean;
  quantity: number;
}): Paise {
  return line.wantsCustomization ? CUSTOMIZATION_FEE_PAISE * line.quantity : 0;
}

export function lineTotals(line: PricedLine): LineTotals {
  const itemsPaise = line.unitPricePaise * line.quantity;
  const customizationPaise = customizationFeePaise(line);
  return {
    itemsPaise,
    customizationPaise,
    deliveryPaise: line.deliveryPricePaise,
    totalPaise: itemsPaise + customizationPaise + line.deliveryPricePaise,
  };
}

/** The share of the total a shopper may pay now and the rest on delivery (spec: storefront §9). */
export const ADVANCE_SHARE_PERCENT = 50;

/** advance = round(total × share), remaining = total − advance, so the two always add up (DECISIONS #6). */
export function splitAdvance(totalPaise: Paise): { advancePaise: Paise; remainingPaise: Paise } {
  const advancePaise = Math.round((totalPaise * ADVANCE_SHARE_PERCENT) / 100);
  return { advancePaise, remainingPaise: totalPaise - advancePaise };
}

/**
 * The advance may be chosen when some line that can be bought now is a t-shirt that allows it:
 * accessories never do, and a line that is no longer available does not count.
 */
export function isAdvanceAllowed(
  lines: readonly { productType: ProductType; allowPartialPayment: boolean; available?: boolean }[],
): boolean {
  return lines.some(
    (l) => l.available !== false && l.productType === 'tshirt' && l.allowPartialPayment,
  );
}

export type OrderTotals = LineTotals & {
  /** What is charged now: the whole total, or the advance. */
  payNowPaise: Paise;
  advancePaise: Paise;
  remainingPaise: Paise;
  partial: boolean;
};

/** Order total = Σ price × quantity + Σ delivery per line + the customisation fee per customised unit. */
export function orderTotals(
  lines: readonly PricedLine[],
  options: { partial?: boolean } = {},
): OrderTotals {
  const sum = lines.map(lineTotals).reduce(
    (acc, l) => ({
      itemsPaise: acc.itemsPaise + l.itemsPaise,
      customizationPaise: acc.customizationPaise + l.customizationPaise,
      deliveryPaise: acc.deliveryPaise + l.deliveryPaise,
      totalPaise: acc.totalPaise + l.totalPaise,
    }),
    { itemsPaise: 0, customizationPaise: 0, deliveryPaise: 0, totalPaise: 0 },
  );
  const partial = Boolean(options.partial);
  const { advancePaise, remainingPaise } = partial
    ? splitAdvance(sum.totalPaise)
    : { advancePaise: sum.totalPaise, remainingPaise: 0 };
  return { ...sum, partial, advancePaise, remainingPaise, payNowPaise: advancePaise };
}
