import { describe, expect, it } from 'vitest';
import { cartTotals, expectedDeliveryDate, lineTotals, orderTotals, splitAdvance, type CartLine } from './orders';

describe('order totals', () => {
  it('adds price × quantity, ₹30 per customised unit and delivery once per line', () => {
    expect(lineTotals({ unitPricePaise: 49_900, quantity: 3, wantsCustomization: true, deliveryPricePaise: 4_000 })).toEqual({
      itemsPaise: 149_700,
      customizationPaise: 9_000,
      deliveryPaise: 4_000,
      totalPaise: 162_700,
    });
    const totals = orderTotals([
      { unitPricePaise: 49_900, quantity: 3, wantsCustomization: true, deliveryPricePaise: 4_000 },
      { unitPricePaise: 29_950, quantity: 1, wantsCustomization: false, deliveryPricePaise: 0 },
    ]);
    expect(totals).toMatchObject({ totalPaise: 192_650, payNowPaise: 192_650, advancePaise: 192_650, remainingPaise: 0, partial: false });
  });

  it('splits a 50% advance so the two halves always add up', () => {
    expect(splitAdvance(100_001)).toEqual({ advancePaise: 50_001, remainingPaise: 50_000 });
    expect(splitAdvance(99_999)).toEqual({ advancePaise: 50_000, remainingPaise: 49_999 });
    const partial = orderTotals([{ unitPricePaise: 33_333, quantity: 1, wantsCustomization: false, deliveryPricePaise: 0 }], { partial: true });
    expect(partial.advancePaise + partial.remainingPaise).toBe(33_333);
    expect(partial.payNowPaise).toBe(partial.advancePaise);
  });

  it('dates the expected delivery from the status', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(expectedDeliveryDate('pending', now).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(expectedDeliveryDate('out_for_delivery', now).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(expectedDeliveryDate('delivered', now).getTime()).toBe(now.getTime());
  });
});

describe('cartTotals', () => {
  const line = (over: Partial<CartLine>): CartLine =>
    ({ available: true, finalPrice: 449, quantity: 1, wantsCustomization: false, deliveryPrice: 0, ...over }) as CartLine;

  it('totals the buyable lines from the rupee prices the server sent', () => {
    const totals = cartTotals([
      line({ finalPrice: 449.5, quantity: 2, wantsCustomization: true, deliveryPrice: 40 }),
      line({ finalPrice: 999, available: false }),
    ]);
    expect(totals).toMatchObject({ itemsPaise: 89_900, customizationPaise: 6_000, deliveryPaise: 4_000, totalPaise: 99_900 });
  });

  it('asks for the rounded half when the advance is chosen', () => {
    expect(cartTotals([line({ finalPrice: 333.33 })], { partial: true })).toMatchObject({ payNowPaise: 16_667, remainingPaise: 16_666 });
  });
});
