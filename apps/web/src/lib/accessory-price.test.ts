import { QUANTITY_MAX, QUANTITY_MIN } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { accessoryQuote, isOutOfStock, maxOrderQuantity, savingPaise } from './accessory-price';

describe('accessory price', () => {
  it('uses a valid discount and shows the saving', () => {
    const quote = accessoryQuote({ price: 499, discountPrice: 399 });
    expect(quote.finalPrice).toBe(39_900);
    expect(quote.percentOff).toBe(20);
    expect(savingPaise(quote)).toBe(10_000);
  });

  it('falls back to the base price for an invalid discount', () => {
    expect(accessoryQuote({ price: 499, discountPrice: 599 }).finalPrice).toBe(49_900);
    const tooDeep = accessoryQuote({ price: 1000, discountPrice: 5 });
    expect(tooDeep.finalPrice).toBe(100_000);
    expect(tooDeep.invalidDiscount).toBe(true);
    expect(accessoryQuote({ price: 499, discountPrice: null }).discounted).toBe(false);
  });
});

describe('accessory stock', () => {
  it('is out of stock at 0 or below', () => {
    expect(isOutOfStock({ stock: 0 })).toBe(true);
    expect(isOutOfStock({ stock: -1 })).toBe(true);
    expect(isOutOfStock({ stock: 1 })).toBe(false);
  });

  it('lets a shopper pick up to 10, or what is in stock when fewer', () => {
    expect(maxOrderQuantity({ stock: 50 })).toBe(QUANTITY_MAX);
    expect(maxOrderQuantity({ stock: 3 })).toBe(3);
    expect(maxOrderQuantity({ stock: 0 })).toBe(QUANTITY_MIN);
    expect(maxOrderQuantity({ stock: Number.NaN })).toBe(QUANTITY_MIN);
  });
});
