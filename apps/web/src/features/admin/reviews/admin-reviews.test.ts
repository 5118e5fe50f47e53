import { describe, expect, it } from 'vitest';
import {
  adminReviewFilters,
  adminReviewsParams,
  moderationActions,
  parseAdminReviewsView,
} from './admin-reviews';

describe('the /admin/reviews view', () => {
  it('reads the status and page from the address, pending and page 1 by default', () => {
    expect(parseAdminReviewsView(new URLSearchParams(''))).toEqual({ status: 'pending', page: 1 });
    expect(parseAdminReviewsView(new URLSearchParams('status=rejected&page=3'))).toEqual({
      status: 'rejected',
      page: 3,
    });
    expect(parseAdminReviewsView(new URLSearchParams('status=deleted&page=-2'))).toEqual({
      status: 'pending',
      page: 1,
    });
  });

  it('writes the address without the defaults, and reads back what it wrote', () => {
    expect(adminReviewsParams({ status: 'pending', page: 1 }).toString()).toBe('');
    const params = adminReviewsParams({ status: 'approved', page: 2 });
    expect(params.toString()).toBe('status=approved&page=2');
    expect(parseAdminReviewsView(params)).toEqual({ status: 'approved', page: 2 });
  });

  it('labels the tabs pending first, with the counts once they are in', () => {
    expect(adminReviewFilters(undefined).map((f) => f.label)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
    ]);
    expect(
      adminReviewFilters({ pending: 3, approved: 12, rejected: 0 }).map((f) => [f.value, f.label]),
    ).toEqual([
      ['pending', 'Pending (3)'],
      ['approved', 'Approved (12)'],
      ['rejected', 'Rejected (0)'],
    ]);
  });

  it('offers a decision on a pending review and the other decision afterwards', () => {
    expect(moderationActions('pending')).toEqual(['approve', 'reject']);
    expect(moderationActions('approved')).toEqual(['reject']);
    expect(moderationActions('rejected')).toEqual(['approve']);
  });
});
