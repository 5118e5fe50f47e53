import { REVIEW_LIMITS, REVIEW_MESSAGES, UPLOAD_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { lineProductId, returnedQuantity, reviewLineState, reviewProductPath } from './review-line';
import { addReviewPhotos } from './api/add-review-photos';
import { starsFillPercent } from '@/components/ui/stars';

describe('starsFillPercent', () => {
  it('fills the five-star row to the rating', () => {
    expect(starsFillPercent(4.4)).toBe(88);
    expect(starsFillPercent(3)).toBe(60);
    expect(starsFillPercent(4.25)).toBe(85);
    expect(starsFillPercent(0)).toBe(0);
  });

  it('keeps odd input within an empty and a full row', () => {
    expect(starsFillPercent(7)).toBe(100);
    expect(starsFillPercent(-2)).toBe(0);
    expect(starsFillPercent(Number.NaN)).toBe(0);
  });
});

describe('reviewLineState', () => {
  const order = { _id: 'o1', status: 'delivered' as const, replacesOrderId: null };
  const tee = { productType: 'tshirt' as const, tshirtId: 'd1' };
  const mine = [
    {
      _id: 'r1',
      orderId: 'o1',
      productType: 'accessory' as const,
      productId: 'a1',
      status: 'pending' as const,
      rating: 4,
    },
  ];

  it('offers a review on a delivered line not reviewed yet', () => {
    expect(reviewLineState(order, tee, mine)).toEqual({
      kind: 'write',
      productType: 'tshirt',
      productId: 'd1',
    });
  });

  it('shows the review already written for that order and product', () => {
    const accessory = { productType: 'accessory' as const, accessoryId: 'a1' };
    expect(reviewLineState(order, accessory, mine)).toEqual({
      kind: 'reviewed',
      status: 'pending',
      rating: 4,
    });
    // One review per buyer and product: another order of it shows that review, no second one.
    expect(reviewLineState({ ...order, _id: 'o2' }, accessory, mine)).toMatchObject({
      kind: 'reviewed',
    });
  });

  it('offers nothing on a line returned in full, and counts only received returns', () => {
    const line = { ...tee, _id: 'l1', quantity: 2 };
    const request = (
      type: 'return' | 'exchange',
      status: 'received' | 'approved',
      quantity = 1,
    ) => ({
      type,
      status,
      items: [{ orderItemId: 'l1', quantity }],
    });
    const back = returnedQuantity(
      [
        request('return', 'received'),
        request('return', 'received'),
        request('exchange', 'received'),
      ],
      'l1',
    );
    expect(back).toBe(2);
    expect(reviewLineState(order, line, mine, back).kind).toBe('none');
    expect(reviewLineState(order, line, mine, 1).kind).toBe('write');
    expect(returnedQuantity([request('return', 'approved', 2)], 'l1')).toBe(0);
  });

  it('offers nothing before delivery, on a replacement, without a product or before mine loads', () => {
    expect(reviewLineState({ ...order, status: 'shipped' }, tee, mine).kind).toBe('none');
    expect(reviewLineState({ ...order, replacesOrderId: 'o0' }, tee, mine).kind).toBe('none');
    expect(reviewLineState(order, { productType: 'tshirt' }, mine).kind).toBe('none');
    expect(reviewLineState(order, tee, undefined).kind).toBe('none');
  });

  it('reads the product id of either kind of line', () => {
    expect(lineProductId({ productType: 'accessory', accessoryId: 'a9', tshirtId: 'x' })).toBe(
      'a9',
    );
    expect(lineProductId({ productType: 'tshirt', tshirtId: '' })).toBeNull();
  });
});

describe('reviewProductPath', () => {
  it('links each kind of product to its page', () => {
    expect(reviewProductPath('tshirt', 'd 1')).toBe('/product/d%201');
    expect(reviewProductPath('accessory', 'a1')).toBe('/accessory/a1');
    expect(reviewProductPath('tshirt', null)).toBeNull();
  });
});

describe('addReviewPhotos', () => {
  const photo = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

  it('adds photos up to the limit and refuses the rest', () => {
    const one = addReviewPhotos([photo('a.jpg')], [photo('b.jpg')]);
    expect(one).toEqual({ photos: [photo('a.jpg'), photo('b.jpg')], error: null });
    const over = addReviewPhotos(
      [photo('a.jpg'), photo('b.jpg')],
      [photo('c.jpg'), photo('d.jpg')],
    );
    expect(over.photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(over.photos).toHaveLength(REVIEW_LIMITS.photosMax);
    expect(over.error).toBe(REVIEW_MESSAGES.tooManyPhotos);
  });

  it('refuses a pick with a file of the wrong type or size, keeping the photos', () => {
    const kept = [photo('a.jpg')];
    expect(addReviewPhotos(kept, [photo('b.jpg'), photo('c.bmp', 'image/bmp')])).toEqual({
      photos: kept,
      error: UPLOAD_MESSAGES.typeNotSupported('image/bmp'),
    });
    expect(addReviewPhotos(kept, [photo('big.png', 'image/png', 5_000_000)]).error).toBe(
      UPLOAD_MESSAGES.fileTooLarge('big.png'),
    );
  });
});
