import { QUANTITY_MAX, QUANTITY_MIN } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity-stepper';

describe('clampQuantity', () => {
  it('keeps the quantity between 1 and 10 by default', () => {
    expect(clampQuantity(0)).toBe(QUANTITY_MIN);
    expect(clampQuantity(5)).toBe(5);
    expect(clampQuantity(11)).toBe(QUANTITY_MAX);
    expect(clampQuantity(Number.NaN)).toBe(QUANTITY_MIN);
    expect(clampQuantity(2.7)).toBe(2);
  });

  it('honours a lower maximum, never below 1', () => {
    expect(clampQuantity(4, 3)).toBe(3);
    expect(clampQuantity(4, 0)).toBe(QUANTITY_MIN);
  });
});
