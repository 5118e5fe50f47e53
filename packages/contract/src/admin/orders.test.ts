import { describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_TAB_LABELS,
  adminCanCancel,
  adminExportFileName,
  adminOrderListQuerySchema,
  adminOrdersSummary,
  defaultCustomDeliveryDate,
  deliveryDateProblem,
  nextAdminStatus,
  orderProgressLabel,
  orderProgressStep,
  parseDeliveryDate,
} from './orders';

describe('the admin order flow on screen', () => {
  it('counts the five steps, with a cancelled order at 0', () => {
    expect(orderProgressLabel('pending')).toBe('Step 1 of 5');
    expect(orderProgressStep('out_for_delivery')).toBe(4);
    expect(orderProgressLabel('delivered')).toBe('Step 5 of 5');
    expect(orderProgressLabel('cancelled')).toBe('Step 0 of 5');
  });

  it('offers one next step and cancel only from non-final states', () => {
    expect(nextAdminStatus('pending')).toBe('confirmed');
    expect(nextAdminStatus('shipped')).toBe('out_for_delivery');
    expect(nextAdminStatus('out_for_delivery')).toBe('delivered');
    expect(nextAdminStatus('delivered')).toBeNull();
    expect(nextAdminStatus('cancelled')).toBeNull();
    expect(adminCanCancel('out_for_delivery')).toBe(true);
    expect(adminCanCancel('delivered')).toBe(false);
    expect(adminCanCancel('cancelled')).toBe(false);
  });

  it('names the Delivery tab for out_for_delivery (DECISIONS.md row 16)', () => {
    expect(ADMIN_ORDER_TAB_LABELS.out_for_delivery).toBe('Delivery');
    expect(ADMIN_ORDER_TAB_LABELS.all).toBe('All Orders');
  });

  it('shows the spec’s optimistic texts', () => {
    expect(ADMIN_ORDER_MESSAGES.statusUpdated('out_for_delivery')).toBe(
      'Order status updated to out for delivery',
    );
    expect(ADMIN_ORDER_MESSAGES.updateFailed('Conflict')).toBe('Update failed: Conflict');
  });
});

describe('the custom delivery date', () => {
  const now = new Date('2026-11-23T10:07:00Z');

  it('starts at now + 3 days on a 15-minute step', () => {
    expect(defaultCustomDeliveryDate(now).toISOString()).toBe('2026-11-26T10:15:00.000Z');
    expect(defaultCustomDeliveryDate(new Date('2026-11-23T10:15:00Z')).toISOString()).toBe(
      '2026-11-26T10:15:00.000Z',
    );
  });

  it('refuses the past (beyond a minute of clock skew) and non-dates', () => {
    expect(deliveryDateProblem(new Date(now.getTime() - 30_000), now)).toBeNull();
    expect(deliveryDateProblem(new Date(now.getTime() - 61_000), now)).toBe(
      ADMIN_ORDER_MESSAGES.deliveryDatePast,
    );
    expect(deliveryDateProblem(new Date('nope'), now)).toBe(
      ADMIN_ORDER_MESSAGES.deliveryDateInvalid,
    );
  });

  it('reads a bare date as 23:59 that day in India', () => {
    expect(parseDeliveryDate('2026-12-01').toISOString()).toBe('2026-12-01T18:29:00.000Z');
    expect(parseDeliveryDate('2026-12-01T10:00:00Z').toISOString()).toBe(
      '2026-12-01T10:00:00.000Z',
    );
  });
});

describe('the list query and summary', () => {
  it('defaults, lower-cases the payment status and drops empty amounts', () => {
    expect(adminOrderListQuerySchema.parse({})).toEqual({
      q: '',
      status: 'all',
      paymentStatus: 'all',
      page: 1,
      limit: 20,
    });
    const parsed = adminOrderListQuerySchema.parse({
      paymentStatus: ' PAID ',
      minAmount: '',
      maxAmount: '99.5',
    });
    expect(parsed.paymentStatus).toBe('paid');
    expect(parsed.minAmount).toBeUndefined();
    expect(parsed.maxAmount).toBe(99.5);
  });

  it('refuses a minimum above the maximum, negative amounts and unknown values', () => {
    const upside = adminOrderListQuerySchema.safeParse({ minAmount: '10', maxAmount: '5' });
    expect(upside.success).toBe(false);
    expect(upside.error?.issues[0]?.message).toBe(ADMIN_ORDER_MESSAGES.amountRange);
    expect(adminOrderListQuerySchema.safeParse({ minAmount: '-1' }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ paymentStatus: 'refunded' }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('groups the counts into the four cards', () => {
    expect(
      adminOrdersSummary({
        pending: 2,
        confirmed: 1,
        shipped: 3,
        out_for_delivery: 1,
        cancelled: 4,
      }),
    ).toEqual({ total: 11, pending: 2, inProgress: 5, completed: 0, cancelled: 4 });
  });

  it('names the export file as the spec does', () => {
    expect(adminExportFileName('2026-11-01', '2026-11-23')).toBe(
      'orders_2026-11-01_to_2026-11-23.csv',
    );
  });
});
