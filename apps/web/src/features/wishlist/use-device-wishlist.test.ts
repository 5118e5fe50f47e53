import { describe, expect, it } from 'vitest';
import { parseWishlist } from './use-device-wishlist';

describe('parseWishlist', () => {
  it('reads arrays of objects and treats anything else as empty', () => {
    expect(parseWishlist('[{"id":"t1","productType":"tshirt"}, null, 3]')).toHaveLength(1);
    expect(parseWishlist('{"id":"t1"}')).toEqual([]);
    expect(parseWishlist('not json')).toEqual([]);
  });
});
