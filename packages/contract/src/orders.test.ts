import { describe, expect, it } from 'vitest';
import {
  allowedNextStatuses,
  expectedDeliveryDate,
  FINAL_ORDER_STATUSES,
  fulfillerOf,
  isFinalOrderStatus,
  ORDER_FLOW,
  ORDER_STATUSES,
  periodBounds,
  shortOrderId,
} from './orders';

describe('orders', () => {
  it('dates the expected delivery from the status', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(expectedDeliveryDate('pending', now).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(expectedDeliveryDate('out_for_delivery', now).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
    expect(expectedDeliveryDate('delivered', now).getTime()).toBe(now.getTime());
  });

  it('shows an order by the last 8 characters of its id', () => {
    expect(shortOrderId('0b8f5a52-7c1e-4d7e-9a51-1f2e3d4c5b6a')).toBe('3d4c5b6a');
    expect(shortOrderId('abc')).toBe('abc');
  });

  it('lets the fulfilling seller move an order along the flow, cancelling only before shipping', () => {
    expect(allowedNextStatuses('pending', 'seller')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('confirmed', 'seller')).toEqual(['shipped', 'cancelled']);
    expect(allowedNextStatuses('shipped', 'seller')).toEqual(['out_for_delivery']);
    expect(allowedNextStatuses('out_for_delivery', 'seller')).toEqual(['delivered']);
    expect(allowedNextStatuses('delivered', 'seller')).toEqual([]);
    expect(allowedNextStatuses('confirmed', 'admin')).toEqual(['shipped', 'cancelled']);
    expect(allowedNextStatuses('delivered', 'admin')).toEqual([]);
  });

  it('gives Print & Delivery t-shirts to the shop and everything else to its seller', () => {
    const sellerId = 'seller-1';
    expect(fulfillerOf({ productType: 'tshirt', sellerId, deliveredByShop: true })).toBeNull();
    expect(fulfillerOf({ productType: 'tshirt', sellerId, deliveredByShop: false })).toBe(sellerId);
    // A payment snapshot from before the split has no flag: the design default, the shop.
    expect(fulfillerOf({ productType: 'tshirt', sellerId })).toBeNull();
    expect(fulfillerOf({ productType: 'accessory', sellerId, deliveredByShop: true })).toBe(
      sellerId,
    );
  });

  it('reads a sales period as whole days in India', () => {
    const { start, end } = periodBounds('2026-11-01', '2026-11-30');
    expect(start?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(end?.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(periodBounds(undefined, undefined)).toEqual({ start: null, end: null });
  });

  it('calls final exactly the statuses nothing moves on from', () => {
    const stuck = ORDER_STATUSES.filter(
      (status) =>
        allowedNextStatuses(status, 'admin').length === 0 &&
        allowedNextStatuses(status, 'seller').length === 0,
    );
    expect(stuck).toEqual([...FINAL_ORDER_STATUSES]);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['delivered', 'cancelled']);
    // The flow ends at a final status; Cancelled is a way out of it, not a step.
    expect(ORDER_FLOW.at(-1)).toBe('delivered');
    expect(ORDER_FLOW).not.toContain('cancelled');
  });
});
