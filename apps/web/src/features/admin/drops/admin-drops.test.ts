import { describe, expect, it } from 'vitest';
import { ADMIN_DROP_FILTERS, adminDropsParams, parseAdminDropsView } from './admin-drops';

describe('the admin drops view in the address', () => {
  it('reads a known status and a page, and falls back to every drop, page 1', () => {
    expect(parseAdminDropsView(new URLSearchParams('status=open&page=3'))).toEqual({
      status: 'open',
      page: 3,
    });
    expect(parseAdminDropsView(new URLSearchParams('status=paid&page=-2'))).toEqual({
      status: 'all',
      page: 1,
    });
    expect(parseAdminDropsView(new URLSearchParams('page=abc'))).toEqual({
      status: 'all',
      page: 1,
    });
  });

  it('writes only what differs from the default, and round-trips', () => {
    expect(adminDropsParams({ status: 'all', page: 1 }).toString()).toBe('');
    const params = adminDropsParams({ status: 'cancelled', page: 2 });
    expect(params.toString()).toBe('status=cancelled&page=2');
    expect(parseAdminDropsView(params)).toEqual({ status: 'cancelled', page: 2 });
  });

  it('offers All and every status of the contract', () => {
    expect(ADMIN_DROP_FILTERS.map((f) => f.value)).toEqual([
      'all',
      'open',
      'succeeded',
      'failed',
      'cancelled',
    ]);
  });
});
