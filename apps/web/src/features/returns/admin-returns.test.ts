import { describe, expect, it } from 'vitest';
import { ADMIN_RETURN_FILTERS, adminReturnsParams, parseAdminReturnsView } from './admin-returns';

describe('the admin returns view in the address', () => {
  it('opens on the open requests, first page', () => {
    expect(parseAdminReturnsView(new URLSearchParams())).toEqual({ status: 'open', page: 1 });
    expect(parseAdminReturnsView(new URLSearchParams('status=lost&page=-2'))).toEqual({
      status: 'open',
      page: 1,
    });
  });

  it('reads a status and a page, and writes them back without the defaults', () => {
    const view = parseAdminReturnsView(new URLSearchParams('status=received&page=3'));
    expect(view).toEqual({ status: 'received', page: 3 });
    expect(adminReturnsParams(view).toString()).toBe('status=received&page=3');
    expect(adminReturnsParams({ status: 'open', page: 1 }).toString()).toBe('');
    expect(adminReturnsParams({ status: 'all', page: 1 }).toString()).toBe('status=all');
  });

  it('offers Open, each status and All, in that order', () => {
    expect(ADMIN_RETURN_FILTERS.map((f) => f.value)).toEqual([
      'open',
      'requested',
      'approved',
      'rejected',
      'received',
      'all',
    ]);
  });
});
