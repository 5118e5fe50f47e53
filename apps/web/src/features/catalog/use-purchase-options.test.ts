import { TSHIRT_SIZES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { availableSizesOf, defaultSizeOf } from './use-purchase-options';

describe('purchase options', () => {
  it('offers the listed sizes in the shop order, or every size when none is listed', () => {
    expect(availableSizesOf({ sizes: ['XL', 'S', 'M'] })).toEqual(['S', 'M', 'XL']);
    expect(availableSizesOf({ sizes: [] })).toEqual([...TSHIRT_SIZES]);
  });

  it('starts on M when offered, else on the first size offered', () => {
    expect(defaultSizeOf(['S', 'M', 'L'])).toBe('M');
    expect(defaultSizeOf(['L', 'XL'])).toBe('L');
    expect(defaultSizeOf([])).toBeNull();
  });
});
