import { describe, expect, it } from 'vitest';
import { cardColor as firstColor } from '@/features/cart';
import { createAccessory, createTshirt } from '@/lib/test-factories';
import type { WishlistEntry } from './wishlist-storage';
import { entryHref, entryImages, entryKindLabel, isShowableEntry } from './wishlist-entry';

const shirt = (overrides: Parameters<typeof createTshirt>[0] = {}): WishlistEntry => ({
  ...createTshirt(overrides),
  productType: 'tshirt',
});
const accessory = (overrides: Parameters<typeof createAccessory>[0] = {}): WishlistEntry => ({
  ...createAccessory(overrides),
  productType: 'accessory',
});

describe('wishlist entries', () => {
  it('link to the product or the accessory page', () => {
    expect(entryHref(shirt({ id: 't9' }))).toBe('/product/t9');
    expect(entryHref(accessory({ accessoryId: 'a9' }))).toBe('/accessory/a9');
  });

  it('show card-sized photos when the entry has them', () => {
    expect(entryImages(accessory())).toEqual(['/a-t.webp']);
    expect(entryImages(accessory({ thumbnails: [] }))).toEqual(['/a.webp']);
    // Saved from a product page: full-size images, the default colour's thumbnails beside them.
    expect(entryImages(shirt())).toEqual(['/t-t.webp']);
    // Saved from a listing: the images are already card-sized.
    expect(entryImages(shirt({ images: ['/list.webp'] }))).toEqual(['/list.webp']);
  });

  it('say what kind of item it is', () => {
    expect(entryKindLabel(shirt())).toBe('T-shirt · Meme Zone');
    expect(entryKindLabel(shirt({ subCategory: null }))).toBe('T-shirt · Casual');
    expect(entryKindLabel(shirt({ subCategory: 'officialclothing' }))).toBe('T-shirt · Official');
    expect(entryKindLabel(accessory())).toBe('Accessory · Lab Gear');
  });

  it('need an id, a title and images', () => {
    expect(isShowableEntry(shirt())).toBe(true);
    expect(isShowableEntry(shirt({ title: '' }))).toBe(false);
    expect(isShowableEntry(accessory({ accessoryId: '' }))).toBe(false);
    expect(
      isShowableEntry({ productType: 'tshirt', id: 't1', title: 'x' } as unknown as WishlistEntry),
    ).toBe(false);
    expect(isShowableEntry(null)).toBe(false);
  });

  it('add the first colour to the cart, else White', () => {
    expect(firstColor(createTshirt())).toBe('Black');
    expect(firstColor(createTshirt({ colorVariants: [], colors: [] }))).toBe('White');
  });
});
