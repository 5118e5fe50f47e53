import type { Tshirt } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { deliveryDays, pickRelated } from './related';

const t = (id: string, subCategory: string | null) => ({ id, subCategory }) as Tshirt;

describe('pickRelated', () => {
  it('prefers the same sub-category, then the same group, and excludes the current one', () => {
    const list = [
      t('a', 'Gym'),
      t('b', 'Dogs'),
      t('me', 'Cats'),
      t('c', 'Cats'),
      t('d', 'Wildlife'),
      t('e', null),
      t('f', 'Cats'),
    ];
    expect(pickRelated(t('me', 'Cats'), list).map((x) => x.id)).toEqual(['c', 'f', 'b', 'd']);
  });

  it('returns at most four', () => {
    const list = Array.from({ length: 10 }, (_, i) => t(String(i), null));
    expect(pickRelated(t('x', null), list)).toHaveLength(4);
  });
});

describe('deliveryDays', () => {
  it('uses custom days only when allowed', () => {
    expect(
      deliveryDays(
        { allowCustomDeliveryDays: true, customDeliveryDays: 4, defaultDeliveryDays: 10 },
        10,
      ),
    ).toBe(4);
    expect(
      deliveryDays(
        { allowCustomDeliveryDays: false, customDeliveryDays: 4, defaultDeliveryDays: 8 },
        10,
      ),
    ).toBe(8);
    expect(deliveryDays(null, 10)).toBe(10);
  });
});
