import { cancelReasonError, ORDER_STATUS_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  lastDays,
  latestRemark,
  parseDay,
  parsePage,
  parseStatusFilter,
  sellerActions,
  shown,
  STATUS_FILTERS,
  unitsOf,
} from './sales';

describe('sales history rules', () => {
  it('offers the spec status filters and reads them from the address bar', () => {
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
      'Cancelled',
    ]);
    expect(parseStatusFilter('out_for_delivery')).toBe('out_for_delivery');
    expect(parseStatusFilter('lost')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });

  it('gives the seller Confirm and Cancel on pending, Cancel on confirmed, nothing later', () => {
    expect(sellerActions('pending').map((a) => a.label)).toEqual(['Confirm', 'Cancel']);
    expect(sellerActions('confirmed')).toEqual([
      { status: 'cancelled', label: 'Cancel', needsReason: true },
    ]);
    for (const status of ['shipped', 'out_for_delivery', 'delivered', 'cancelled'] as const)
      expect(sellerActions(status)).toEqual([]);
  });

  it('needs a reason to cancel', () => {
    expect(cancelReasonError('  ')).toBe(ORDER_STATUS_MESSAGES.cancelReasonRequired);
    expect(cancelReasonError('Out of stock')).toBeNull();
  });

  it('reads days and the quick periods in India', () => {
    expect(lastDays(30, new Date('2026-11-23T10:00:00Z'))).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    });
    expect(parseDay('23/11/2026')).toBeUndefined();
    expect(parseDay('2026-11-23')).toBe('2026-11-23');
  });

  it('shows N/A for missing delivery fields, units and the latest remark', () => {
    expect(shown('')).toBe('N/A');
    expect(shown(undefined)).toBe('N/A');
    expect(shown('Tezpur')).toBe('Tezpur');
    expect(unitsOf({ items: [{ quantity: 2 }, { quantity: 1 }] as never })).toBe(3);
    const history = [
      { status: 'pending', timestamp: '', remark: '', updatedBy: null },
      { status: 'cancelled', timestamp: '', remark: 'Out of stock', updatedBy: null },
    ] as const;
    expect(latestRemark({ remark: null, statusHistory: [...history] })).toBe('Out of stock');
    expect(latestRemark({ remark: 'Shipped today', statusHistory: [] })).toBe('Shipped today');
    expect(latestRemark({ remark: '', statusHistory: [] })).toBeNull();
  });
});
