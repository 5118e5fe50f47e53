import { describe, expect, it } from 'vitest';
import {
  dropCheckoutPath,
  dropPageTitle,
  dropProgress,
  dropQueryKey,
  dropShareDescription,
  dropTiersInPaise,
  isDropJoinable,
} from './drop-page-texts';
import type { Drop } from './drops-schemas';

/** A drop as the API sends it: 20 to 100 people, ₹499, ₹350 from 30 and ₹325 from 50. */
function drop(overrides: Partial<Drop> = {}): Drop {
  return {
    _id: 'd1',
    slug: 'hostel-7-fest-tee-k3x9q0',
    designId: 'x1',
    title: 'Hostel 7 Fest Tee',
    description: '',
    status: 'open',
    quantity: 0,
    minQuantity: 20,
    maxQuantity: 100,
    // 5 Dec 2026, 6:00 pm in India.
    deadline: '2026-12-05T12:30:00.000Z',
    sizeTally: {},
    price: 499,
    basePrice: 499,
    tiers: [
      { minQuantity: 30, price: 350 },
      { minQuantity: 50, price: 325 },
    ],
    ownerId: 'u1',
    cancelledReason: null,
    closedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

describe('the progress of a drop', () => {
  it('counts towards the minimum first, then the next tier, then the maximum', () => {
    expect(dropProgress(drop({ quantity: 0 }))).toMatchObject({
      label: '0 of 20',
      goal: 'minimum',
      percent: 0,
      detail: '20 more needed for the drop to go ahead',
    });
    expect(dropProgress(drop({ quantity: 19 }))).toMatchObject({ label: '19 of 20', percent: 95 });
    expect(dropProgress(drop({ quantity: 23 }))).toMatchObject({
      label: '23 of 30',
      goal: 'tier',
      detail: 'Minimum reached · 7 more for ₹350 each',
    });
    expect(dropProgress(drop({ quantity: 50 }))).toMatchObject({
      label: '50 of 100',
      goal: 'maximum',
      percent: 50,
      detail: 'Minimum reached · 50 places left',
    });
    expect(dropProgress(drop({ quantity: 99 })).detail).toBe('Minimum reached · 1 place left');
    expect(dropProgress(drop({ quantity: 100 }))).toMatchObject({
      label: '100 of 100',
      percent: 100,
      detail: 'This drop is full',
    });
  });

  it('says how many joined once nothing is left to reach', () => {
    const open = dropProgress(drop({ quantity: 1200, maxQuantity: null, tiers: [] }));
    expect(open).toMatchObject({ label: '1,200 joined', goal: 'none', percent: 100 });
    expect(open.detail).toBe('Minimum reached: this drop goes ahead');
    // A closed drop no longer counts towards its tiers or maximum.
    const succeeded = dropProgress(drop({ status: 'succeeded', quantity: 31 }));
    expect(succeeded).toMatchObject({ label: '31 joined', goal: 'none' });
    expect(succeeded.detail).toMatch(/goes to print/);
  });

  it('tells a failed or cancelled drop’s visitors that everyone is refunded', () => {
    const failed = dropProgress(drop({ status: 'failed', quantity: 12 }));
    expect(failed).toMatchObject({ label: '12 of 20', percent: 60 });
    expect(failed.detail).toBe('It needed 20: everyone who joined is refunded in full');
    expect(dropProgress(drop({ status: 'cancelled', quantity: 25 })).detail).toMatch(
      /cancelled: everyone who joined is refunded/,
    );
  });
});

describe('joining', () => {
  const before = Date.parse('2026-12-05T12:29:59.000Z');
  it('is open only before the deadline, while the drop is open and has a place', () => {
    expect(isDropJoinable(drop(), before)).toBe(true);
    expect(isDropJoinable(drop(), Date.parse('2026-12-05T12:30:00.000Z'))).toBe(false);
    expect(isDropJoinable(drop({ status: 'cancelled' }), before)).toBe(false);
    expect(isDropJoinable(drop({ quantity: 100 }), before)).toBe(false);
    expect(isDropJoinable(drop({ quantity: 99 }), before)).toBe(true);
    expect(isDropJoinable(drop({ quantity: 5000, maxQuantity: null }), before)).toBe(true);
  });

  it('goes to the join checkout with the size and colour in the address', () => {
    expect(dropCheckoutPath('hostel-7-fest-tee-k3x9q0', 'M', 'Navy Blue')).toBe(
      '/buy-now?drop=hostel-7-fest-tee-k3x9q0&size=M&color=Navy+Blue',
    );
  });

  it('keys the drop as the web app and the page’s data block do', () => {
    expect(dropQueryKey('a-b1')).toEqual(['drops', 'detail', 'a-b1']);
  });

  it('turns the API’s tiers in rupees into paise for the tier rules', () => {
    expect(dropTiersInPaise([{ minQuantity: 30, price: 349.5 }])).toEqual([
      { minQuantity: 30, pricePaise: 34_950 },
    ]);
  });
});

describe('the link preview of a drop', () => {
  it('says the price now, how many joined of the minimum and the closing day (India time)', () => {
    expect(dropShareDescription(drop({ quantity: 12, price: 449 }))).toBe(
      '₹449 each · 12 of 20 joined · closes 5 Dec',
    );
    // Past the minimum the count alone; 11 pm UTC on 4 Dec is already 5 Dec in India.
    expect(
      dropShareDescription(
        drop({ quantity: 23, deadline: '2026-12-04T23:00:00.000Z', price: 449.5 }),
      ),
    ).toBe('₹449.50 each · 23 joined · closes 5 Dec');
  });

  it('adds the drop’s own description and keeps the whole short', () => {
    expect(dropShareDescription(drop({ description: '  For the fest\non the 14th. ' }))).toBe(
      '₹499 each · 0 of 20 joined · closes 5 Dec. For the fest on the 14th.',
    );
    const long = dropShareDescription(drop({ description: 'word '.repeat(100) }));
    expect(long.length).toBe(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('says how a closed drop ended', () => {
    expect(dropShareDescription(drop({ status: 'succeeded', quantity: 31, price: 350 }))).toBe(
      '₹350 each · 31 joined · the drop went ahead',
    );
    expect(dropShareDescription(drop({ status: 'failed', quantity: 12 }))).toBe(
      '12 of 20 joined · did not go ahead',
    );
    expect(dropShareDescription(drop({ status: 'cancelled' }))).toBe('This drop was cancelled');
  });

  it('titles the page with the drop, the kind of page and the shop', () => {
    expect(dropPageTitle('Hostel 7 Fest Tee', 'Campus Threads')).toBe(
      'Hostel 7 Fest Tee · Campus drop · Campus Threads',
    );
  });
});
