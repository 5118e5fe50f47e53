import {
  ADMIN_ORDER_MESSAGES,
  courierName,
  trackingUrl,
  type AdminOrder,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  amountRangeError,
  applyStatusChange,
  fromLocalInputValue,
  hasFilters,
  parseFilters,
  toLocalInputValue,
} from './admin-orders';
import { toParams } from './api/get-admin-orders';

describe('the admin orders screen state', () => {
  it('reads the filters from the address, ignoring junk', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'q=abc&status=out_for_delivery&paymentStatus=PAID&minAmount=10&maxAmount=x&page=3',
      ),
    );
    expect(filters).toEqual({
      q: 'abc',
      status: 'out_for_delivery',
      paymentStatus: 'paid',
      minAmount: '10',
      maxAmount: '',
      page: 3,
    });
    expect(parseFilters(new URLSearchParams('status=lost&page=-2'))).toMatchObject({
      status: 'all',
      page: 1,
    });
    expect(hasFilters(parseFilters(new URLSearchParams('')))).toBe(false);
    expect(hasFilters(parseFilters(new URLSearchParams('minAmount=5')))).toBe(true);
  });

  it('sends only the filters that narrow the list', () => {
    expect(toParams(parseFilters(new URLSearchParams('status=pending&maxAmount=99.5')))).toEqual({
      q: undefined,
      status: 'pending',
      paymentStatus: undefined,
      minAmount: undefined,
      maxAmount: 99.5,
      page: 1,
      limit: 20,
    });
  });

  it('checks the amount boxes', () => {
    expect(amountRangeError('', '')).toBeNull();
    expect(amountRangeError('10', '10')).toBeNull();
    expect(amountRangeError('20', '10')).toBe(ADMIN_ORDER_MESSAGES.amountRange);
    expect(amountRangeError('-1', '')).toBe(ADMIN_ORDER_MESSAGES.amountInvalid);
  });

  it('round-trips a datetime-local value', () => {
    const date = new Date(2026, 10, 26, 9, 45);
    expect(toLocalInputValue(date)).toBe('2026-11-26T09:45');
    expect(fromLocalInputValue('2026-11-26T09:45').getTime()).toBe(date.getTime());
    expect(Number.isNaN(fromLocalInputValue('').getTime())).toBe(true);
  });

  it('changes a row optimistically: status, remark, history and date', () => {
    const order = {
      _id: 'o1',
      status: 'pending',
      remark: null,
      expectedDeliveryDate: '2026-12-01T00:00:00.000Z',
      statusHistory: [
        { status: 'pending', timestamp: 't0', remark: 'Order placed', updatedBy: null },
      ],
    } as unknown as AdminOrder;
    const now = new Date('2026-11-23T10:00:00Z');
    const moved = applyStatusChange(
      order,
      { status: 'confirmed', remark: 'Printing', expectedDeliveryDate: '2026-11-28T10:00:00.000Z' },
      now,
    );
    expect(moved.status).toBe('confirmed');
    expect(moved.remark).toBe('Printing');
    expect(moved.expectedDeliveryDate).toBe('2026-11-28T10:00:00.000Z');
    expect(moved.statusHistory.at(-1)).toMatchObject({
      status: 'confirmed',
      timestamp: now.toISOString(),
    });
    expect(order.status).toBe('pending');
  });

  it('shows a shipped row with its courier and tracking link before the server answers', () => {
    const order = {
      _id: 'o1',
      status: 'confirmed',
      remark: null,
      expectedDeliveryDate: '2026-12-01T00:00:00.000Z',
      statusHistory: [],
      shipment: null,
    } as unknown as AdminOrder;
    const now = new Date('2026-11-23T10:00:00Z');
    const shipped = applyStatusChange(
      order,
      { status: 'shipped', remark: '', courier: 'delhivery', trackingNumber: 'DL1234' },
      now,
    );
    expect(shipped.shipment).toEqual({
      courier: courierName('delhivery'),
      trackingNumber: 'DL1234',
      trackingUrl: trackingUrl('Delhivery', 'DL1234'),
      shippedAt: now.toISOString(),
    });
    const typed = applyStatusChange(
      order,
      { status: 'shipped', remark: '', courier: 'Ekart', trackingNumber: 'EK1234' },
      now,
    );
    expect(typed.shipment).toMatchObject({ courier: 'Ekart', trackingUrl: null });
    // Other moves keep what the order had.
    expect(applyStatusChange(shipped, { status: 'out_for_delivery', remark: '' }).shipment).toBe(
      shipped.shipment,
    );
  });
});
