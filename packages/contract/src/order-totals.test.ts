import { describe, expect, it } from 'vitest';
import {
  ADVANCE_SHARE_PERCENT,
  customizationFeePaise,
  isAdvanceAllowed,
  lineTotals,
  orderTotals,
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
