import { describe, expect, it } from 'vitest';
import {
  isAccessoryDiscountValid,
  isSaleActive,
  percentOff,
  quoteAccessory,
  quoteTshirt,
} from './pricing';
import { formatRupees, toPaise, toRupees } from './money';

const now = new Date('2026-11-22T12:00:00Z');
const inAnHour = new Date(now.getTime() + 3_600_000).toISOString();
const anHourAgo = new Date(now.getTime() - 3_600_000).toISOString();

describe('t-shirt sale window', () => {
  it('is active while the end is in the future and inactive at or after it', () => {
    expect(isSaleActive({ price: 59900, discountPrice: 49900, saleEndTime: inAnHour }, now)).toBe(
      true,
    );
    expect(isSaleActive({ price: 59900, discountPrice: 49900, saleEndTime: now }, now)).toBe(false);
    expect(isSaleActive({ price: 59900, discountPrice: 49900, saleEndTime: anHourAgo }, now)).toBe(
      false,
    );
  });

  it('needs the discount strictly below the price', () => {
    expect(isSaleActive({ price: 59900, discountPrice: 59900, saleEndTime: inAnHour }, now)).toBe(
      false,
    );
    expect(isSaleActive({ price: 59900, discountPrice: 59899, saleEndTime: inAnHour }, now)).toBe(
      true,
    );
    expect(isSaleActive({ price: 59900, discountPrice: 0, saleEndTime: inAnHour }, now)).toBe(
      false,
    );
  });

  it('treats a discount with no end as standing and a malformed end as over', () => {
    expect(isSaleActive({ price: 59900, discountPrice: 49900 }, now)).toBe(true);
    expect(
      isSaleActive({ price: 59900, discountPrice: 49900, saleEndTime: 'not a date' }, now),
    ).toBe(false);
  });
});

describe('quoteTshirt', () => {
  const base = {
    price: 59900,
    discountPrice: 49900,
    saleEndTime: inAnHour,
    colorVariants: [{ color: 'Black' }, { color: 'White' }, { color: 'Navy' }],
    colorPrices: [{ color: 'Navy', price: 69900, discountPrice: 64900 }],
    colorDiscounts: [{ color: 'White', discountPrice: 39900 }],
  };

  it('uses the design sale for a colour without its own price', () => {
    expect(quoteTshirt(base, 'Black', now)).toMatchObject({
      basePrice: 59900,
      finalPrice: 49900,
      source: 'sale',
      percentOff: 17,
    });
  });

  it('lets the admin colour discount set the final price', () => {
    expect(quoteTshirt(base, 'white', now)).toMatchObject({
      basePrice: 59900,
      finalPrice: 39900,
      source: 'admin-color-discount',
    });
  });

  it('uses the colour price and its sale, and drops the sale after the end', () => {
    expect(quoteTshirt(base, 'Navy', now)).toMatchObject({
      basePrice: 69900,
      finalPrice: 64900,
      source: 'color-sale',
    });
    const later = new Date(now.getTime() + 7_200_000);
    expect(quoteTshirt(base, 'Navy', later)).toMatchObject({
      finalPrice: 69900,
      discounted: false,
      source: 'regular',
    });
    expect(quoteTshirt(base, 'Black', later)).toMatchObject({
      finalPrice: 59900,
      source: 'regular',
    });
  });

  it('prices by the first colour by default', () => {
    expect(
      quoteTshirt({ ...base, colorVariants: [{ color: 'Navy' }] }, undefined, now).finalPrice,
    ).toBe(64900);
  });
});

describe('accessory discounts', () => {
  it('accepts up to 99% off and refuses 100%, equal or negative', () => {
    expect(isAccessoryDiscountValid(100000, 1000)).toBe(true); // exactly 99% off
    expect(isAccessoryDiscountValid(100000, 999)).toBe(false); // just over 99%
    expect(isAccessoryDiscountValid(100000, 0)).toBe(false); // 100% off
    expect(isAccessoryDiscountValid(100000, 100000)).toBe(false);
    expect(isAccessoryDiscountValid(100000, -5)).toBe(false);
  });

  it('falls back to the base price and flags an invalid discount', () => {
    expect(quoteAccessory({ price: 49900, discountPrice: 60000 })).toMatchObject({
      finalPrice: 49900,
      invalidDiscount: true,
    });
    expect(quoteAccessory({ price: 49900, discountPrice: null })).toMatchObject({
      finalPrice: 49900,
      invalidDiscount: false,
    });
    expect(quoteAccessory({ price: 49900, discountPrice: 39900 })).toMatchObject({
      finalPrice: 39900,
      percentOff: 20,
    });
  });
});

describe('money', () => {
  it('rounds percent off and converts paise', () => {
    expect(percentOff(30000, 19900)).toBe(34); // 33.67 → 34
    expect(toPaise(199.99)).toBe(19999);
    expect(toRupees(19999)).toBe(199.99);
    expect(formatRupees(129900)).toBe('₹1,299.00');
  });
});
