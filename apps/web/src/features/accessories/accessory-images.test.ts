import { ACCESSORY_FORM_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { addImages, finalImages } from './accessory-images';

describe('accessory editor images', () => {
  it('appends new images to the kept ones, at most 5 in all', () => {
    expect(addImages(2, ['a'], ['b', 'c'])).toEqual({ pending: ['a', 'b', 'c'], error: null });
    expect(addImages(3, ['a'], ['b', 'c'])).toEqual({
      pending: ['a'],
      error: ACCESSORY_FORM_MESSAGES.imagesMax,
    });
    expect(ACCESSORY_FORM_MESSAGES.imagesMax).toBe('Maximum 5 images allowed');
  });

  it('refuses more than 5 chosen at once', () => {
    expect(addImages(0, [], [1, 2, 3, 4, 5, 6]).error).toBe(ACCESSORY_FORM_MESSAGES.imagesMax);
  });

  it('sends the kept images first, then the new uploads', () => {
    expect(finalImages(['/files/x.webp'], ['accessories/y.webp'])).toEqual([
      '/files/x.webp',
      'accessories/y.webp',
    ]);
  });
});
