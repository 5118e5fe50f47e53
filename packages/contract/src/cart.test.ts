import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, cartSummary, cartTotals, type SummaryLine } from './cart';
import type { CartLine } from './cart-schemas';

describe('cartTotals', () => {
  const line = (over: Partial<CartLine>): CartLine =>
    ({
      available: true,
      finalPrice: 449,
      quantity: 1,
      wantsCustomization: false,
      deliveryPrice: 0,
      ...over,
    }) as CartLine;

  it('totals the buyable lines from the rupee prices the server sent', () => {
    const totals = cartTotals([
      line({ finalPrice: 449.5, quantity: 2, wantsCustomization: true, deliveryPrice: 40 }),
      line({ finalPrice: 999, available: false }),
    ]);
    expect(totals).toMatchObject({
      itemsPaise: 89_900,
      customizationPaise: 6_000,
      deliveryPaise: 4_000,
      totalPaise: 99_900,
    });
  });

  it('asks for the rounded half when the advance is chosen', () => {
    expect(cartTotals([line({ finalPrice: 333.33 })], { partial: true })).toMatchObject({
      payNowPaise: 16_667,
      remainingPaise: 16_666,
    });
  });
});

describe('cartSummary', () => {
  const line = (over: Partial<SummaryLine>): SummaryLine => ({
    productType: 'tshirt',
    allowPartialPayment: false,
    available: true,
    unitPricePaise: 44_900,
    quantity: 1,
    wantsCustomization: false,
    deliveryPricePaise: 0,
    ...over,
  });

  it('sums the buyable lines in rupees and counts their units', () => {
    expect(
      cartSummary([
        line({ quantity: 2, wantsCustomization: true, deliveryPricePaise: 4_000 }),
        line({ productType: 'accessory', unitPricePaise: 19_950 }),
        line({ unitPricePaise: 99_900, available: false, allowPartialPayment: true }),
      ]),
    ).toEqual({
      itemCount: 3,
      subtotal: 1_097.5,
      customization: 60,
      delivery: 40,
      total: 1_197.5,
      allowPartialPayment: false,
    });
  });

  it('offers the advance when a buyable t-shirt allows it', () => {
    expect(cartSummary([line({ allowPartialPayment: true })]).allowPartialPayment).toBe(true);
    expect(cartSummary([]).total).toBe(0);
  });
});

describe('CART_MESSAGES.blockedLines', () => {
  it('asks to remove gone lines and to reduce lines above the stock left, in number', () => {
    expect(CART_MESSAGES.blockedLines(1, 0)).toBe(
      'Remove the item that can no longer be bought to check out.',
    );
    expect(CART_MESSAGES.blockedLines(0, 1)).toBe(
      'Reduce the item above the stock left to check out.',
    );
    expect(CART_MESSAGES.blockedLines(2, 3)).toBe(
      'Remove the items that can no longer be bought and reduce the items above the stock left to check out.',
    );
  });
});
