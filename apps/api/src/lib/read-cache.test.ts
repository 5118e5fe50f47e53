import { describe, expect, it } from 'vitest';
import { earliestSaleEnd, strongEtag } from './read-cache';

describe('earliestSaleEnd', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('finds the earliest future sale end of a list, ignoring ended and missing ones', () => {
    const list = {
      tshirts: [
        { saleEndTime: '2026-11-23T12:00:00.000Z' },
        { saleEndTime: null },
        { saleEndTime: '2026-11-23T09:00:00.000Z' },
        { saleEndTime: '2026-11-23T10:30:00.000Z' },
      ],
    };
    expect(earliestSaleEnd(list, now)).toBe(Date.parse('2026-11-23T10:30:00Z'));
  });

  it('reads a single t-shirt and answers undefined when nothing ends', () => {
    expect(earliestSaleEnd({ saleEndTime: '2026-11-23T10:00:01.000Z' }, now)).toBe(now + 1_000);
    expect(earliestSaleEnd({ accessories: [] }, now)).toBeUndefined();
    expect(earliestSaleEnd(null, now)).toBeUndefined();
  });
});

describe('strongEtag', () => {
  it('is quoted, stable for a body and different for another', () => {
    expect(strongEtag('{"a":1}')).toBe(strongEtag('{"a":1}'));
    expect(strongEtag('{"a":1}')).not.toBe(strongEtag('{"a":2}'));
    expect(strongEtag('x')).toMatch(/^"[\w-]+"$/);
  });
});
