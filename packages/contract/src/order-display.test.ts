import { describe, expect, it } from 'vitest';
import {
  deliveryDateFact,
  amountDuePaise,
  deliveryDayChanged,
  expectedDeliveryAfterMove,
  formatShopDate,
  formatShopDateTime,
  isFullyReturned,
  lineAmountPaise,
  orderStatusText,
  paymentState,
  paymentStatusLabel,
  standardDeliveryHint,
} from './order-display';

const advance = {
  status: 'pending' as const,
  refund: null,
  paymentInfo: { remainingAmount: 289.5, partialPaymentMade: true },
};
const refund = {
  amount: 289.5,
  status: 'COMPLETED' as const,
  createdAt: '2026-11-24T10:00:00.000Z',
  completedAt: '2026-11-24T10:01:00.000Z',
};

describe('one payment-status vocabulary', () => {
  it('words an advance order "50% paid, ₹289.50 due" and a paid one "Paid"', () => {
    expect(paymentStatusLabel(advance)).toBe('50% paid, ₹289.50 due');
    expect(paymentState(advance)).toBe('pending');
    const full = { ...advance, paymentInfo: { remainingAmount: 0, partialPaymentMade: false } };
    expect(paymentStatusLabel(full)).toBe('Paid');
    expect(paymentStatusLabel({ ...full, status: 'delivered' })).toBe('Paid');
  });

  it('owes nothing once the balance of an advance was collected at the door', () => {
    const collected = {
      ...advance,
      status: 'delivered' as const,
      paymentInfo: {
        ...advance.paymentInfo,
        balanceCollected: {
          amount: 289.5,
          method: 'cash' as const,
          collectedAt: '2026-11-26T10:00:00.000Z',
        },
      },
    };
    expect(amountDuePaise(collected)).toBe(0);
    expect(paymentState(collected)).toBe('paid');
    expect(paymentStatusLabel(collected)).toBe('Paid');
    expect(paymentState({ ...advance, status: 'delivered' })).toBe('pending');
  });

  it('owes nothing on a cancelled order: its refund is its payment status', () => {
    const cancelled = { ...advance, status: 'cancelled' as const };
    expect(amountDuePaise(cancelled)).toBe(0);
    expect(amountDuePaise(advance)).toBe(28_950);
    expect(paymentStatusLabel({ ...cancelled, refund })).toBe('Refunded');
    expect(paymentStatusLabel({ ...cancelled, refund: { ...refund, status: 'PENDING' } })).toBe(
      'Refund in progress',
    );
    expect(paymentStatusLabel({ ...cancelled, refund: { ...refund, status: 'FAILED' } })).toBe(
      'Refund failed',
    );
    expect(paymentStatusLabel(cancelled)).toBe('Cancelled, nothing due');
  });
});

describe('a line and its dates as the shop shows them', () => {
  it("adds a line's personalisation fee to its amount", () => {
    expect(lineAmountPaise({ finalPrice: 449.5, quantity: 2, customizationPrice: 60 })).toBe(
      95_900,
    );
    expect(lineAmountPaise({ finalPrice: 449.5, quantity: 1, customizationPrice: 0 })).toBe(44_950);
  });

  it('writes moments in India time, whatever the zone of the machine', () => {
    expect(formatShopDateTime('2026-11-24T15:05:00.000Z')).toBe('24 Nov 2026, 8:35 pm');
    expect(formatShopDateTime('2026-11-23T18:30:00.000Z')).toBe('24 Nov 2026, 12:00 am');
    expect(formatShopDateTime(new Date('2026-11-24T06:40:00.000Z'))).toBe('24 Nov 2026, 12:10 pm');
    expect(formatShopDate('2026-12-31T19:00:00.000Z')).toBe('1 Jan 2027');
    expect(formatShopDateTime('not a date')).toBe('');
  });
});

describe('the promised delivery date', () => {
  const placed = new Date('2026-11-20T10:00:00.000Z');
  const promised = new Date('2026-11-30T10:00:00.000Z'); // pending: 10 days

  it('holds when the order is confirmed or moved on in time', () => {
    const soon = new Date('2026-11-20T11:00:00.000Z');
    expect(expectedDeliveryAfterMove('confirmed', promised, soon)).toEqual(promised);
    expect(expectedDeliveryAfterMove('out_for_delivery', promised, soon)).toEqual(promised);
    expect(deliveryDayChanged(promised, promised)).toBe(false);
  });

  it('moves later only when the order runs late, and that is a new day', () => {
    const late = new Date('2026-11-26T10:00:00.000Z'); // shipped now: 5 more days
    const moved = expectedDeliveryAfterMove('shipped', promised, late);
    expect(moved.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(deliveryDayChanged(promised, moved)).toBe(true);
    expect(expectedDeliveryAfterMove('delivered', promised, placed)).toEqual(placed);
  });

  it('holds a date the checkout promised from the zone until it has passed (decision 0066)', () => {
    const zonePromise = new Date('2026-11-23T14:30:00.000Z'); // campus: 3 days, not 10
    const confirmedNext = new Date('2026-11-21T10:00:00.000Z');
    expect(
      expectedDeliveryAfterMove('confirmed', zonePromise, confirmedNext, { zoneWindow: true }),
    ).toEqual(zonePromise);
    // Without the zone's window the standard 8 days would push it out.
    expect(expectedDeliveryAfterMove('confirmed', zonePromise, confirmedNext)).not.toEqual(
      zonePromise,
    );
    const afterIt = new Date('2026-11-24T10:00:00.000Z');
    expect(
      expectedDeliveryAfterMove('shipped', zonePromise, afterIt, {
        zoneWindow: true,
      }).toISOString(),
    ).toBe('2026-11-29T10:00:00.000Z');
  });

  it("words the admin's standard choice by what it does to the promise", () => {
    const soon = new Date('2026-11-20T11:00:00.000Z');
    expect(standardDeliveryHint('confirmed', promised, soon)).toBe(
      'Keeps the promised date, 30 Nov 2026.',
    );
    expect(standardDeliveryHint('shipped', promised, new Date('2026-11-26T10:00:00.000Z'))).toBe(
      'Moves to 1 Dec 2026: it runs late at the standard pace. The buyer is told.',
    );
  });
});

describe('an order returned in full or in part (issue 27, decision 0059)', () => {
  const delivered = {
    status: 'delivered' as const,
    refund: null,
    paymentInfo: { remainingAmount: 0, partialPaymentMade: false },
  };
  const back = (unitsReturned: number, refunded: number, cash = 0, owed = 0) => ({
    ...delivered,
    returns: {
      unitsReturned,
      unitsBought: 2,
      refundedAmount: refunded,
      cashRefundedAmount: cash,
      cashRefundOwedAmount: owed,
    },
  });

  it('reads "Returned" and "Refunded ₹…" once every unit came back', () => {
    const order = back(2, 499);
    expect(isFullyReturned(order)).toBe(true);
    expect(orderStatusText(order)).toBe('Returned');
    expect(paymentState(order)).toBe('returned');
    expect(paymentStatusLabel(order)).toBe('Refunded ₹499.00');
  });

  it('adds the cash paid back, and says what is still owed in cash', () => {
    expect(paymentStatusLabel(back(2, 169.5, 169.5))).toBe('Refunded ₹339.00');
    expect(paymentStatusLabel(back(2, 169.5, 0, 169.5))).toBe(
      'Refunded ₹169.50 · ₹169.50 still owed',
    );
  });

  it('reads a partial return "Paid · ₹… refunded", still "Delivered"', () => {
    const order = back(1, 249.5);
    expect(isFullyReturned(order)).toBe(false);
    expect(orderStatusText(order)).toBe('Delivered');
    expect(paymentState(order)).toBe('partly_refunded');
    expect(paymentStatusLabel(order)).toBe('Paid · ₹249.50 refunded');
  });

  it('keeps the old words without returns', () => {
    expect(paymentStatusLabel({ ...delivered, returns: null })).toBe('Paid');
    expect(orderStatusText({ status: 'delivered', returns: null })).toBe('Delivered');
  });
});

describe('deliveryDateFact', () => {
  const base = {
    expectedDeliveryDate: '2026-12-09T06:30:00.000Z',
    deliveredAt: null,
    statusHistory: [],
  };
  it('says when a delivered order arrived, not when it was expected', () => {
    expect(
      deliveryDateFact({ ...base, status: 'delivered', deliveredAt: '2026-12-05T10:00:00.000Z' }),
    ).toEqual({ label: 'Delivered on', at: '2026-12-05T10:00:00.000Z' });
    expect(
      deliveryDateFact({
        ...base,
        status: 'delivered',
        statusHistory: [
          {
            status: 'delivered',
            timestamp: '2026-12-04T09:00:00.000Z',
            remark: '',
            updatedBy: null,
          },
        ],
      }),
    ).toEqual({ label: 'Delivered on', at: '2026-12-04T09:00:00.000Z' });
  });
  it('gives the expected date before delivery and nothing once cancelled', () => {
    expect(deliveryDateFact({ ...base, status: 'shipped' })).toEqual({
      label: 'Expected delivery',
      at: base.expectedDeliveryDate,
    });
    expect(deliveryDateFact({ ...base, status: 'cancelled' })).toBeNull();
  });
});
