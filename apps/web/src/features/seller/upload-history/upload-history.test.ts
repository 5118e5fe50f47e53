import type { SellerDesign } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { createTshirt } from '@/lib/test-factories';
import {
  designPlace,
  designRemark,
  designsForTab,
  needsProof,
  pageOf,
  parseTab,
  tabCounts,
} from './upload-history';

function createDesign(overrides: Partial<SellerDesign> = {}): SellerDesign {
  return { ...createTshirt(overrides), sellerRemarks: null, proofFileUrl: null, ...overrides };
}

const designs = [
  createDesign({ id: 'p1', status: 'pending' }),
  createDesign({ id: 'a1', status: 'approved' }),
  createDesign({ id: 'r1', status: 'rejected', sellerRemarks: 'Blurry images' }),
  createDesign({ id: 'a2', status: 'approved' }),
];

describe('upload history tabs', () => {
  it('shows every design on All and only its status on the others, keeping the order', () => {
    expect(designsForTab(designs, 'all').map((d) => d.id)).toEqual(['p1', 'a1', 'r1', 'a2']);
    expect(designsForTab(designs, 'approved').map((d) => d.id)).toEqual(['a1', 'a2']);
    expect(designsForTab(designs, 'pending').map((d) => d.id)).toEqual(['p1']);
    expect(designsForTab(designs, 'rejected').map((d) => d.id)).toEqual(['r1']);
  });

  it("uses the server's counts, or counts the list when there are none", () => {
    const counts = { all: 9, pending: 1, approved: 7, rejected: 1 };
    expect(tabCounts({ designs, counts })).toBe(counts);
    expect(tabCounts({ designs })).toEqual({ all: 4, pending: 1, approved: 2, rejected: 1 });
  });

  it('reads the tab from the address, All for anything else', () => {
    expect(parseTab('rejected')).toBe('rejected');
    expect(parseTab(null)).toBe('all');
    expect(parseTab('deleted')).toBe('all');
  });

  it('pages the grid, clamping a page past the end', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, totalPages: 3, items: items.slice(0, 12) });
    expect(pageOf(items, 3).items).toEqual([24]);
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('design remarks and facts', () => {
  it('is red for a rejected design and green otherwise', () => {
    expect(designRemark(designs[2]!)).toEqual({ text: 'Blurry images', tone: 'danger' });
    expect(designRemark(createDesign({ status: 'approved', sellerRemarks: 'Great work' }))).toEqual(
      {
        text: 'Great work',
        tone: 'success',
      },
    );
    expect(designRemark(createDesign({ sellerRemarks: '  ', adminRemarks: null }))).toBeNull();
  });

  it('names the hostel, university and department, or event', () => {
    const info = {
      hostelName: 'Kapili',
      universityName: 'Tezpur University',
      departmentName: 'CSE',
      eventName: 'Techxetra',
    };
    expect(designPlace({ category: 'hostel', additionalInfo: info })).toBe(
      'Kapili · Tezpur University',
    );
    expect(designPlace({ category: 'university', additionalInfo: info })).toBe(
      'Tezpur University · CSE',
    );
    expect(designPlace({ category: 'event', additionalInfo: info })).toBe('Techxetra');
    expect(designPlace({ category: 'casual', additionalInfo: info })).toBeNull();
    expect(needsProof({ category: 'casual' })).toBe(false);
    expect(needsProof({ category: 'event' })).toBe(true);
  });
});
