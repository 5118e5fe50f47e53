import {
  allowedNextStatuses,
  cancelReasonError,
  NEXT_STEP_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_MESSAGES,
  type OrderStatus,
  type SellerOrder,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { orderActions, RECORD_BALANCE_LABEL } from '@/features/orders';
import {
  lastDays,
  latestRemark,
  parseDay,
  parsePage,
  parseStatusFilter,
  shown,
  STATUS_FILTERS,
  unitsOf,
} from './sales';

type SaleFacts = Pick<SellerOrder, 'status' | 'fulfilledByShop' | 'paymentInfo' | 'dropId'>;

/** A sale the seller ships, paid in full, with `overrides` on top. */
function sale(overrides: Partial<SaleFacts> = {}): SaleFacts {
  return {
    status: 'pending',
    fulfilledByShop: false,
    dropId: null,
    paymentInfo: {
      method: 'Online (simulator)',
      advancePayment: 499,
      advanceAmount: 499,
      remainingAmount: 0,
      paymentStatus: 'COMPLETE',
      partialPaymentMade: false,
      transactionId: 'T1',
      merchantTransactionId: 'M1',
      balanceDue: 0,
      balanceCollected: null,
    },
    ...overrides,
  };
}

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

  it('follows the contract: the fulfilling seller confirms, ships (with tracking) and delivers', () => {
    const labels = (status: OrderStatus) =>
      orderActions(sale({ status }), 'seller').map((a) => a.label);
    expect(labels('pending')).toEqual(['Confirm', 'Cancel']);
    expect(orderActions(sale({ status: 'confirmed' }), 'seller')).toEqual([
      {
        kind: 'move',
        status: 'shipped',
        label: NEXT_STEP_LABELS.shipped,
        tone: 'primary',
        needsReason: false,
        needsShipment: true,
      },
      {
        kind: 'move',
        status: 'cancelled',
        label: 'Cancel',
        tone: 'danger',
        needsReason: true,
        needsShipment: false,
      },
    ]);
    expect(labels('shipped')).toEqual([NEXT_STEP_LABELS.out_for_delivery]);
    expect(labels('out_for_delivery')).toEqual([NEXT_STEP_LABELS.delivered]);
    for (const status of ['delivered', 'cancelled'] as const) expect(labels(status)).toEqual([]);
    // Whatever the contract allows a seller is offered, nothing more.
    for (const status of ORDER_STATUSES)
      expect(
        orderActions(sale({ status }), 'seller')
          .flatMap((a) => (a.kind === 'move' ? [a.status] : []))
          .sort(),
      ).toEqual([...allowedNextStatuses(status, 'seller')].sort());
  });

  it('offers Record balance only on a delivered advance with a balance due', () => {
    const advance = (status: OrderStatus, balanceDue: number, collected = false) =>
      orderActions(
        sale({
          status,
          paymentInfo: {
            ...sale().paymentInfo,
            balanceDue,
            balanceCollected: collected
              ? { amount: 250, method: 'cash', collectedAt: '2026-11-25T10:00:00.000Z' }
              : null,
          },
        }),
        'seller',
      );
    expect(advance('delivered', 250)).toEqual([
      { kind: 'balance', label: RECORD_BALANCE_LABEL, tone: 'secondary' },
    ]);
    expect(advance('delivered', 0, true)).toEqual([]);
    expect(advance('delivered', 0)).toEqual([]);
    expect(advance('out_for_delivery', 250).map((a) => a.kind)).toEqual(['move']);
  });

  it('gives a designer nothing to do on an order the shop fulfils', () => {
    for (const status of ORDER_STATUSES)
      expect(orderActions(sale({ status, fulfilledByShop: true }), 'seller')).toEqual([]);
    expect(
      orderActions(
        sale({
          status: 'delivered',
          fulfilledByShop: true,
          paymentInfo: { ...sale().paymentInfo, balanceDue: 250 },
        }),
        'seller',
      ),
    ).toEqual([]);
  });

  it("leaves a campus drop's held order to the closing job, and moves it once the drop closed", () => {
    const drop = '5f0c1a52-4a3b-4f8e-9a44-0c6f5d2b7e10';
    expect(orderActions(sale({ status: 'pending', dropId: drop }), 'seller')).toEqual([]);
    expect(
      orderActions(sale({ status: 'confirmed', dropId: drop }), 'seller').map((a) => a.label),
    ).toEqual([NEXT_STEP_LABELS.shipped, 'Cancel']);
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
