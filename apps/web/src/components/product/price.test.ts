import { CUSTOMIZATION_FEE_PAISE, type Tshirt } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { priceDisplay, quoteForColor } from './price';

type PriceFields = Pick<
  Tshirt,
  'price' | 'discountPrice' | 'saleEndTime' | 'colorPrices' | 'colorDiscounts' | 'colorVariants'
>;

function shirt(overrides: Partial<PriceFields> = {}): PriceFields {
  return {
    price: 599,
    discountPrice: null,
    saleEndTime: null,
    colorPrices: [],
    colorDiscounts: [],
    colorVariants: [
      { color: 'Black', hex: '#000', images: [], thumbnails: [] },
      { color: 'White', hex: '#fff', images: [], thumbnails: [] },
    ],
    ...overrides,
  };
}

const now = new Date('2026-03-01T10:00:00Z');

describe('price display', () => {
  it('shows only the price without a discount', () => {
    expect(priceDisplay(quoteForColor(shirt(), 'Black', now))).toEqual({
      current: 59_900,
      original: null,
      badge: null,
    });
  });

  it('shows the discount, the struck-through price and the percent while a sale runs', () => {
    const quote = quoteForColor(
      shirt({ discountPrice: 449, saleEndTime: '2026-03-05T00:00:00Z' }),
      'Black',
      now,
    );
    expect(priceDisplay(quote)).toEqual({ current: 44_900, original: 59_900, badge: 25 });
    expect(quote.saleEndsAt?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('drops an ended sale and keeps a standing discount (DECISIONS.md row 19)', () => {
    expect(
      priceDisplay(
        quoteForColor(
          shirt({ discountPrice: 449, saleEndTime: '2026-02-01T00:00:00Z' }),
          'Black',
          now,
        ),
      ).current,
    ).toBe(59_900);
    expect(priceDisplay(quoteForColor(shirt({ discountPrice: 449 }), 'Black', now)).current).toBe(
      44_900,
    );
  });

  it('prices a colour by its own price, and an admin colour discount wins', () => {
    const tshirt = shirt({
      discountPrice: 449,
      colorPrices: [{ color: 'White', price: 649, discountPrice: null }],
      colorDiscounts: [{ color: 'Black', discountPrice: 399 }],
    });
    expect(priceDisplay(quoteForColor(tshirt, 'White', now))).toEqual({
      current: 64_900,
      original: null,
      badge: null,
    });
    expect(priceDisplay(quoteForColor(tshirt, 'Black', now))).toEqual({
      current: 39_900,
      original: 59_900,
      badge: 33,
    });
  });

  it('adds the customisation fee to both prices', () => {
    const quote = quoteForColor(shirt({ discountPrice: 449 }), 'Black', now);
    expect(priceDisplay(quote, CUSTOMIZATION_FEE_PAISE)).toEqual({
      current: 47_900,
      original: 62_900,
      badge: 25,
    });
  });
});
