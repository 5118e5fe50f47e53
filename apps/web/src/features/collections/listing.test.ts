import { PAGE_SIZE, formatRupees, toPaise } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  credentialListParams,
  pageFromSearch,
  priceExtremeParams,
  priceRange,
  priceRangeText,
} from './listing';

describe('listing helpers', () => {
  it('reads the page, defaulting to 1', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams(''))).toBe(1);
  });

  it('asks only for the details each collection filters by', () => {
    const details = {
      hostelName: 'Kapili',
      universityName: 'IIT Guwahati',
      departmentName: 'CSE',
      eventName: 'Alcheringa',
    };
    expect(credentialListParams('hostel', details, 2)).toEqual({
      category: 'hostel',
      hostelName: 'Kapili',
      universityName: 'IIT Guwahati',
      departmentName: undefined,
      eventName: undefined,
      page: 2,
      limit: PAGE_SIZE,
    });
    expect(credentialListParams('university', details, 1)).toMatchObject({
      universityName: 'IIT Guwahati',
      departmentName: 'CSE',
      hostelName: undefined,
    });
    expect(credentialListParams('event', details, 1)).toMatchObject({
      eventName: 'Alcheringa',
      universityName: undefined,
    });
  });

  it('finds the price range of the whole collection from one item sorted each way', () => {
    const { low, high } = priceExtremeParams({ category: 'event', eventName: 'X', page: 3 });
    expect(low).toEqual({ category: 'event', eventName: 'X', page: 1, limit: 1, sort: 'priceLow' });
    expect(high.sort).toBe('priceHigh');
  });

  it('takes the price range from currentPrice', () => {
    expect(
      priceRange([{ currentPrice: 499 }, { currentPrice: 349.5 }, { currentPrice: 699 }]),
    ).toEqual({
      min: 349.5,
      max: 699,
    });
    expect(priceRange([])).toBeNull();
  });

  it('writes the range in rupees', () => {
    expect(priceRangeText(null)).toBe('—');
    expect(priceRangeText({ min: 499, max: 499 })).toBe(formatRupees(toPaise(499)));
    expect(priceRangeText({ min: 349, max: 699 })).toBe(
      `${formatRupees(toPaise(349))} – ${formatRupees(toPaise(699))}`,
    );
  });
});
