import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, expectedDeliveryDate, shortOrderId } from './orders';

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

  it('lets sellers only confirm or cancel', () => {
    expect(allowedNextStatuses('pending', 'seller')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('confirmed', 'seller')).toEqual(['cancelled']);
    expect(allowedNextStatuses('confirmed', 'admin')).toEqual(['shipped', 'cancelled']);
    expect(allowedNextStatuses('delivered', 'admin')).toEqual([]);
  });
});
