import { describe, expect, it } from 'vitest';
import {
  ADVANCE_SHARE_PERCENT,
  customizationFeePaise,
  isAdvanceAllowed,
  linesBarringAdvance,
  lineTotals,
  orderTotals,
  splitAcrossOrders,
  splitAdvance,
} from './order-totals';
import { CUSTOMIZATION_FEE_PAISE } from './money';
import { SHOP_FACTS } from './shop-facts';

describe('order totals', () => {
  it('adds price × quantity, ₹30 per customised unit and delivery once per line', () => {
    expect(
      lineTotals({
        unitPricePaise: 49_900,
        quantity: 3,
        wantsCustomization: true,
        deliveryPricePaise: 4_000,
      }),
    ).toEqual({
      itemsPaise: 149_700,
      customizationPaise: 9_000,
      deliveryPaise: 4_000,
      totalPaise: 162_700,
    });
    const totals = orderTotals([
      { unitPricePaise: 49_900, quantity: 3, wantsCustomization: true, deliveryPricePaise: 4_000 },
      { unitPricePaise: 29_950, quantity: 1, wantsCustomization: false, deliveryPricePaise: 0 },
    ]);
    expect(totals).toMatchObject({
      totalPaise: 192_650,
      payNowPaise: 192_650,
      advancePaise: 192_650,
      remainingPaise: 0,
      partial: false,
    });
  });

  it('splits a 50% advance so the two halves always add up', () => {
    expect(splitAdvance(100_001)).toEqual({ advancePaise: 50_001, remainingPaise: 50_000 });
    expect(splitAdvance(99_999)).toEqual({ advancePaise: 50_000, remainingPaise: 49_999 });
    const partial = orderTotals(
      [{ unitPricePaise: 33_333, quantity: 1, wantsCustomization: false, deliveryPricePaise: 0 }],
      { partial: true },
    );
    expect(partial.advancePaise + partial.remainingPaise).toBe(33_333);
    expect(partial.payNowPaise).toBe(partial.advancePaise);
  });

  it('charges the customisation fee per customised unit only', () => {
    expect(customizationFeePaise({ wantsCustomization: true, quantity: 3 })).toBe(
      3 * CUSTOMIZATION_FEE_PAISE,
    );
    expect(customizationFeePaise({ wantsCustomization: false, quantity: 3 })).toBe(0);
  });

  it('allows the advance only for an available t-shirt that allows it', () => {
    expect(ADVANCE_SHARE_PERCENT).toBe(50);
    const tee = { productType: 'tshirt' as const, allowPartialPayment: true };
    expect(isAdvanceAllowed([tee])).toBe(true);
    expect(isAdvanceAllowed([{ ...tee, available: false }])).toBe(false);
    expect(isAdvanceAllowed([{ ...tee, productType: 'accessory' }])).toBe(false);
    expect(
      isAdvanceAllowed([
        { ...tee, allowPartialPayment: false },
        { ...tee, productType: 'accessory' },
      ]),
    ).toBe(false);
    expect(isAdvanceAllowed([])).toBe(false);
  });

  it('allows the advance only when every line allows it, and names the lines that do not', () => {
    const tee = { productType: 'tshirt' as const, allowPartialPayment: true, title: 'Tee' };
    const strict = { ...tee, allowPartialPayment: false, title: 'Strict Tee' };
    const mug = { ...tee, productType: 'accessory' as const, title: 'Mug' };
    expect(isAdvanceAllowed([tee, { ...tee, title: 'Other' }])).toBe(true);
    expect(isAdvanceAllowed([tee, strict])).toBe(false);
    expect(isAdvanceAllowed([tee, mug])).toBe(false);
    // A line no longer available is not bought, so it does not count.
    expect(isAdvanceAllowed([tee, { ...strict, available: false }])).toBe(true);
    expect(linesBarringAdvance([tee, strict, mug]).map((l) => l.title)).toEqual([
      'Strict Tee',
      'Mug',
    ]);
    expect(linesBarringAdvance([strict, mug])).toEqual([]);
    expect(linesBarringAdvance([tee])).toEqual([]);
  });
});

describe('shop facts', () => {
  it('state the fee and the advance from the rules', () => {
    expect(SHOP_FACTS).toMatchObject({
      customizationFee: '₹30',
      advanceShare: '50%',
      homePinCode: '784028',
    });
  });
});

describe('splitting one payment across its orders', () => {
  const sum = (shares: { advancePaise: number }[]) =>
    shares.reduce((s, x) => s + x.advancePaise, 0);

  it('gives each order its whole total when paid in full', () => {
    expect(splitAcrossOrders([59_900, 20_001], 79_901)).toEqual([
      { totalPaise: 59_900, advancePaise: 59_900, remainingPaise: 0 },
      { totalPaise: 20_001, advancePaise: 20_001, remainingPaise: 0 },
    ]);
  });

  it('splits the 50% advance so the parts add up to what was paid, odd paise included', () => {
    const totals = [49_901, 20_001];
    const { advancePaise } = splitAdvance(69_902);
    const shares = splitAcrossOrders(totals, advancePaise);
    expect(sum(shares)).toBe(advancePaise);
    expect(shares.map((s) => s.advancePaise + s.remainingPaise)).toEqual(totals);
    expect(shares).toEqual([
      { totalPaise: 49_901, advancePaise: 24_951, remainingPaise: 24_950 },
      { totalPaise: 20_001, advancePaise: 10_000, remainingPaise: 10_001 },
    ]);
  });

  it('hands the odd paise out by largest remainder, earlier orders first on a tie', () => {
    expect(splitAcrossOrders([1, 1, 1], 2).map((s) => s.advancePaise)).toEqual([1, 1, 0]);
    expect(splitAcrossOrders([3, 3, 3], 5).map((s) => s.advancePaise)).toEqual([2, 2, 1]);
    expect(splitAcrossOrders([10_001, 1, 1], 5_002).map((s) => s.advancePaise)).toEqual([
      5_001, 1, 0,
    ]);
  });

  it('adds up for many awkward totals and never charges an order more than its total', () => {
    for (let seed = 1; seed < 400; seed += 1) {
      const totals = [seed * 37 + 1, seed * 101 + 3, (seed * 7919) % 9973, seed % 5];
      const grand = totals.reduce((s, t) => s + t, 0);
      const paid = splitAdvance(grand).advancePaise;
      const shares = splitAcrossOrders(totals, paid);
      expect(sum(shares)).toBe(paid);
      for (const [i, s] of shares.entries()) {
        expect(s.advancePaise).toBeGreaterThanOrEqual(0);
        expect(s.advancePaise).toBeLessThanOrEqual(totals[i]!);
        expect(s.advancePaise + s.remainingPaise).toBe(totals[i]);
      }
    }
  });

  it('handles one order, nothing to split, and refuses impossible amounts', () => {
    expect(splitAcrossOrders([12_345], 6_173)).toEqual([
      { totalPaise: 12_345, advancePaise: 6_173, remainingPaise: 6_172 },
    ]);
    expect(splitAcrossOrders([0, 0], 0).map((s) => s.advancePaise)).toEqual([0, 0]);
    expect(() => splitAcrossOrders([100], 101)).toThrow(RangeError);
    expect(() => splitAcrossOrders([100.5], 50)).toThrow(RangeError);
  });
});
