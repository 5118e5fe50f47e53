import { toPaise, toRupees } from './money';
import { pluralise } from './plural';
import type { ProductType } from './catalog';
import { isAdvanceAllowed, orderTotals, type OrderTotals, type PricedLine } from './order-totals';

export const CART_QUANTITY_MIN = 1;
/** Longest name printed on a shirt. */
export const CUSTOM_NAME_MAX = 30;
/** Most units of one choice in a cart line. */
export const CART_LINE_MAX = 99;

/**
 * A checkout refusal names the line it is about ('Out of Stock: Flash Sale Hoodie Pin'): a
 * checkout holds several. Both ways a payment is refused for stock (the price check before, the
 * atomic reservation under a race) say it the same way.
 */
export function lineRefusal(reason: string, title: string | null | undefined): string {
  return title ? `${reason}: ${title}` : reason;
}

export const CART_MESSAGES = {
  synced: (n: number) => `Synced ${pluralise(n, 'item')} from your guest cart`,
  noLongerAvailable: 'This item is no longer available',
  cartEmpty: 'Cart is empty',
  missingProductId: 'Missing product ID for order item',
  invalidProductData: 'Invalid product data',
  itemNotFound: 'Cart item not found',
  quantityMin: 'Quantity must be at least 1',
  outOfStock: 'Out of Stock',
  onlyLeft: (n: number) => `Only ${n} left in stock`,
  sizeRequired: 'Please select size and color',
  enterCustomName: 'Please enter your name for customization',
  // Cart toasts (spec: storefront §8).
  saveFailed: 'Failed to save to cart. Please try again.',
  removeFailed: 'Failed to remove item. Please try again.',
  updateFailed: 'Failed to update quantity. Please try again.',
  refreshFailed: 'Failed to refresh cart prices',
  itemRemoved: 'Item removed from cart',
  cartCleared: 'Cart cleared',
  pricesRefreshed: 'Prices are up to date',
  /** The summary's note while a line blocks checkout: gone lines are removed, over-stock ones reduced. */
  blockedLines: (gone: number, overStock: number): string =>
    [
      gone > 0 ? `remove the ${gone === 1 ? 'item' : 'items'} that can no longer be bought` : null,
      overStock > 0
        ? `reduce the ${overStock === 1 ? 'item' : 'items'} above the stock left`
        : null,
    ]
      .filter(Boolean)
      .join(' and ')
      .replace(/^./, (c) => c.toUpperCase()) + ' to check out.',
} as const;

/** The cart page asks the server for fresh prices this often (spec: storefront §9). */
export const CART_PRICE_REFRESH_MS = 5 * 60_000;

/**
 * The cart's summary (rupees). Written out, not inferred: cart-schemas.ts `cartSummarySchema` is
 * checked against it, so this file needs nothing from the schemas (no import cycle).
 */
export type CartSummary = {
  itemCount: number;
  subtotal: number;
  customization: number;
  delivery: number;
  total: number;
  /** Some available t-shirt allows the 50% advance. */
  allowPartialPayment: boolean;
};

/** What `cartTotals` reads of a cart line (cart-schemas.ts `CartLine` has it all). */
export type TotalledCartLine = {
  available: boolean;
  finalPrice: number;
  quantity: number;
  wantsCustomization: boolean;
  deliveryPrice: number;
};

/** A line the cart summary counts: priced in paise, with what decides the advance. */
export type SummaryLine = PricedLine & {
  productType: ProductType;
  allowPartialPayment: boolean;
  available: boolean;
};

/** The cart's summary over the lines a shopper can buy now (unavailable ones are shown, not counted). */
export function cartSummary(lines: readonly SummaryLine[]): CartSummary {
  const buyable = lines.filter((l) => l.available);
  const totals = orderTotals(buyable);
  return {
    itemCount: buyable.reduce((n, l) => n + l.quantity, 0),
    subtotal: toRupees(totals.itemsPaise),
    customization: toRupees(totals.customizationPaise),
    delivery: toRupees(totals.deliveryPaise),
    total: toRupees(totals.totalPaise),
    allowPartialPayment: isAdvanceAllowed(buyable),
  };
}

/**
 * Totals of the lines a shopper can buy now, from the prices the server sent, by the same
 * `orderTotals` the server charges with: what the checkout shows is what the payment asks for.
 */
export function cartTotals(
  lines: readonly TotalledCartLine[],
  options: { partial?: boolean } = {},
): OrderTotals {
  const priced = lines
    .filter((line) => line.available)
    .map((line) => ({
      unitPricePaise: toPaise(line.finalPrice),
      quantity: line.quantity,
      wantsCustomization: line.wantsCustomization,
      deliveryPricePaise: toPaise(line.deliveryPrice),
    }));
  return orderTotals(priced, options);
}
