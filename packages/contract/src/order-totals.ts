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
  /** Counted once per line, not per unit. */
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

/** advance = round(total × share), remaining = total − advance, so the two always add up. */
export function splitAdvance(totalPaise: Paise): { advancePaise: Paise; remainingPaise: Paise } {
  const advancePaise = Math.round((totalPaise * ADVANCE_SHARE_PERCENT) / 100);
  return { advancePaise, remainingPaise: totalPaise - advancePaise };
}

type AdvanceLine = {
  productType: ProductType;
  allowPartialPayment: boolean;
  available?: boolean;
};

/**
 * The 50% advance applies to a whole payment, and only when every line that can be bought now
 * allows it (decision 0055): a t-shirt whose design allows it. Accessories never do, so a cart
 * with one is paid in full; a design whose admin switch says "50% not allowed" is never paid 50%
 * because another line allows it. A line that is no longer available does not count.
 */
export function isAdvanceAllowed(lines: readonly AdvanceLine[]): boolean {
  const buyable = lines.filter((l) => l.available !== false);
  return buyable.length > 0 && buyable.every(allowsAdvance);
}

const allowsAdvance = (l: AdvanceLine) => l.productType === 'tshirt' && l.allowPartialPayment;

/**
 * The lines that keep a payment from the advance while another line allows it (what the checkout
 * names), or none when the advance is allowed or no line allows it anyway.
 */
export function linesBarringAdvance<L extends AdvanceLine>(lines: readonly L[]): L[] {
  const buyable = lines.filter((l) => l.available !== false);
  if (!buyable.some(allowsAdvance)) return [];
  return buyable.filter((l) => !allowsAdvance(l));
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

/** What one order of a split payment carries: its part of what was paid now and of the rest. */
export type OrderShare = { totalPaise: Paise; advancePaise: Paise; remainingPaise: Paise };

/**
 * One payment, one order per fulfiller (DESIGN.md): splits what was paid now across the orders in
 * proportion to their totals, by largest remainder, so the advances add up to `paidPaise` exactly
 * and no order is charged more than its total. A paid-in-full payment gives each order its total;
 * with the 50% advance each order carries its share of the advance, and the rest on delivery.
 * Ties for the odd paise go to the earlier order, so the same payment always splits the same way.
 */
export function splitAcrossOrders(totalsPaise: readonly Paise[], paidPaise: Paise): OrderShare[] {
  const grand = totalsPaise.reduce((sum, t) => sum + t, 0);
  if (totalsPaise.some((t) => !Number.isInteger(t) || t < 0) || !Number.isInteger(paidPaise))
    throw new RangeError('splitAcrossOrders: totals and the paid amount are whole paise');
  if (paidPaise < 0 || paidPaise > grand)
    throw new RangeError('splitAcrossOrders: paid amount outside 0..sum of totals');
  if (grand === 0)
    return totalsPaise.map(() => ({ totalPaise: 0, advancePaise: 0, remainingPaise: 0 }));
  // Integer arithmetic: floor(paid × t / grand) and its remainder, exact for any realistic amount.
  const parts = totalsPaise.map((t, index) => ({
    index,
    floor: Math.floor((paidPaise * t) / grand),
    remainder: (paidPaise * t) % grand,
  }));
  let left = paidPaise - parts.reduce((sum, p) => sum + p.floor, 0);
  const extra = new Set<number>();
  for (const p of [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    if (p.remainder === 0) continue;
    extra.add(p.index);
    left -= 1;
  }
  return parts.map((p) => {
    const totalPaise = totalsPaise[p.index]!;
    const advancePaise = p.floor + (extra.has(p.index) ? 1 : 0);
    return { totalPaise, advancePaise, remainingPaise: totalPaise - advancePaise };
  });
}
