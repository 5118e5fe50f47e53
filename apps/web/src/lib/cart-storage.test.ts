import type { Tshirt } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { cartUnitPaise, mergeCartItem, tshirtCartItem } from './cart-storage';

const tshirt = {
  id: 't1',
  title: 'Tee',
  images: ['a.webp'],
  deliveryPrice: 0,
  customizableParts: ['Back'],
} as unknown as Tshirt;

describe('cart lines', () => {
  it('builds a t-shirt line in rupees with the discount when there is one', () => {
    const item = tshirtCartItem({
      tshirt,
      size: 'M',
      color: 'White',
      quantity: 1,
      unitPricePaise: 44_900,
      basePricePaise: 59_900,
    });
    expect(item).toMatchObject({
      productId: 't1',
      tshirtId: 't1',
      productType: 'tshirt',
      finalPrice: 449,
      discountPrice: 449,
      wantsCustomization: false,
      imageUrl: 'a.webp',
    });
    const named = tshirtCartItem({
      tshirt,
      size: 'M',
      color: 'White',
      quantity: 2,
      unitPricePaise: 59_900,
      basePricePaise: 59_900,
      customName: ' Riya ',
    });
    expect(named).toMatchObject({
      customName: 'Riya',
      wantsCustomization: true,
      customizableParts: ['Back'],
      discountPrice: null,
    });
    expect(cartUnitPaise(named)).toBe(62_900);
  });

  it('adds to the quantity of the same product, size, colour and name', () => {
    const one = tshirtCartItem({
      tshirt,
      size: 'M',
      color: 'White',
      quantity: 1,
      unitPricePaise: 59_900,
      basePricePaise: 59_900,
    });
    const again = tshirtCartItem({
      tshirt,
      size: 'M',
      color: 'White',
      quantity: 2,
      unitPricePaise: 59_900,
      basePricePaise: 59_900,
    });
    const other = tshirtCartItem({
      tshirt,
      size: 'L',
      color: 'White',
      quantity: 1,
      unitPricePaise: 59_900,
      basePricePaise: 59_900,
    });
    const cart = mergeCartItem(mergeCartItem([one], again), other);
    expect(cart.map((l) => [l.size, l.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });
});
