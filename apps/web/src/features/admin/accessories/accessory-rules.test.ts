import { ACCESSORY_FORM_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { discountPreviewOf } from './accessory-rules';

describe('admin accessory discount preview', () => {
  it('shows the final price, the saving and the percentage', () => {
    expect(discountPreviewOf('300', '225')).toEqual({
      kind: 'ok',
      finalPrice: '₹225.00',
      saving: '₹75.00',
      percent: 25,
    });
  });

  it('treats empty or 0 as no discount', () => {
    expect(discountPreviewOf('300', '')).toEqual({ kind: 'none' });
    expect(discountPreviewOf('300', '0')).toEqual({ kind: 'none' });
    expect(discountPreviewOf('', '10')).toEqual({ kind: 'none' });
  });

  it('gives the spec texts for a discount at or above the price and one over 99%', () => {
    expect(discountPreviewOf('300', '300')).toEqual({
      kind: 'error',
      text: ACCESSORY_FORM_MESSAGES.discountNotBelow,
    });
    expect(discountPreviewOf('100', '0.5')).toEqual({
      kind: 'error',
      text: ACCESSORY_FORM_MESSAGES.discountCap(99.5),
    });
    expect(discountPreviewOf('100', '1').kind).toBe('ok');
  });
});
