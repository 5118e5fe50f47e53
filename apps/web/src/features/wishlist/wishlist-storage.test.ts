import { describe, expect, it } from 'vitest';
import { createAccessory, createTshirt } from '@/lib/test-factories';
import { wishlistEntryId, withEntry, withoutEntry, type WishlistEntry } from './wishlist-storage';

const shirt = (id: string): WishlistEntry => ({ ...createTshirt({ id }), productType: 'tshirt' });
const accessory = (accessoryId: string): WishlistEntry => ({
  ...createAccessory({ accessoryId, _id: accessoryId }),
  productType: 'accessory',
});

describe('wishlistEntryId', () => {
  it('is the t-shirt id or the accessory id', () => {
    expect(wishlistEntryId(shirt('t1'))).toBe('t1');
    expect(wishlistEntryId(accessory('a1'))).toBe('a1');
    expect(wishlistEntryId({})).toBe('');
  });
});

describe('withEntry / withoutEntry', () => {
  it('adds the newest first and never twice', () => {
    const list = withEntry(withEntry([], shirt('t1')), accessory('a1'));
    expect(list.map(wishlistEntryId)).toEqual(['a1', 't1']);
    expect(withEntry(list, shirt('t1')).map(wishlistEntryId)).toEqual(['t1', 'a1']);
  });

  it('puts an entry back where it was, within bounds', () => {
    const list = [shirt('t1'), shirt('t2'), shirt('t3')];
    const without = withoutEntry(list, 't2');
    expect(without.map(wishlistEntryId)).toEqual(['t1', 't3']);
    expect(withEntry(without, shirt('t2'), 1).map(wishlistEntryId)).toEqual(['t1', 't2', 't3']);
    expect(withEntry(without, shirt('t2'), 99).map(wishlistEntryId)).toEqual(['t1', 't3', 't2']);
  });
});
