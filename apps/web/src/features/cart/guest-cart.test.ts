import type { Tshirt } from '@campus-threads/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartUnitPaise, tshirtCartItem } from './cart-line';
import {
  addToCart,
  mergeCartItem,
  readCart,
  removeGuestLine,
  setGuestQuantity,
  toAddToCartBody,
} from './guest-cart';

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

  it('is the same choice as the server cart: spelling of colour and size aside, and a printed name apart', () => {
    const line = (over: Partial<Parameters<typeof tshirtCartItem>[0]>) =>
      tshirtCartItem({
        tshirt,
        size: 'M',
        color: 'Navy Blue',
        quantity: 1,
        unitPricePaise: 59_900,
        basePricePaise: 59_900,
        ...over,
      });
    const spelled = mergeCartItem([line({})], line({ color: ' navy blue ', size: 'm' }));
    expect(spelled.map((l) => l.quantity)).toEqual([2]);
    // A line stored with a name but no customisation is not the same choice as the customised one.
    const stale = { ...line({}), customName: 'Riya' };
    const named = line({ customName: 'Riya' });
    expect(mergeCartItem([stale], named)).toHaveLength(2);
  });
});

describe('the device cart in storage', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
      dispatchEvent: () => true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const line = (quantity = 1) =>
    tshirtCartItem({
      tshirt,
      size: 'M',
      color: 'White',
      quantity,
      unitPricePaise: 59_900,
      basePricePaise: 59_900,
      customName: 'Riya',
    });

  it('keeps a guest id and ignores quantities below 1', () => {
    const item = line();
    addToCart(item);
    expect(store.get('guestId')).toMatch(/^guest_/);
    setGuestQuantity(item.id, 0);
    setGuestQuantity(item.id, -3);
    expect(readCart()[0]!.quantity).toBe(1);
    setGuestQuantity(item.id, 4);
    expect(readCart()[0]!.quantity).toBe(4);
    removeGuestLine(item.id);
    expect(readCart()).toEqual([]);
  });

  it('sends the server a choice, never a price', () => {
    const body = toAddToCartBody(line(2));
    expect(body).toEqual({
      productType: 'tshirt',
      tshirtId: 't1',
      size: 'M',
      color: 'White',
      quantity: 2,
      wantsCustomization: true,
      customName: 'Riya',
    });
    expect(Object.keys(body)).not.toContain('finalPrice');
  });
});
