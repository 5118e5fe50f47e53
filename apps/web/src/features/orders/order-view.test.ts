import { ORDER_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from '@/lib/api-errors';
import {
  fulfilmentLabel,
  groupByPayment,
  itemCountLabel,
  itemOptions,
  linePrice,
  ordersErrorText,
  ownOrdersNewestFirst,
  paidParts,
  refundText,
  rupees,
} from './order-view';
import { createOrder, createOrderItem } from './test-factories';

describe('order view', () => {
  it('counts units, not lines', () => {
    expect(itemCountLabel(createOrder())).toBe('1 item');
    expect(
      itemCountLabel(createOrder({ items: [createOrderItem({ quantity: 2 }), createOrderItem()] })),
    ).toBe('3 items');
  });

  it("words a cancelled order's refund by its state", () => {
    expect(refundText(createOrder())).toBeNull();
    const refund = {
      amount: 249.5,
      status: 'PENDING' as const,
      createdAt: '2026-11-23T10:00:00.000Z',
      completedAt: null,
    };
    expect(refundText(createOrder({ refund }))).toBe('Refund of ₹249.50 in progress');
    expect(
      refundText(
        createOrder({
          refund: { ...refund, status: 'COMPLETED', completedAt: '2026-11-24T08:00:00.000Z' },
        }),
      ),
    ).toBe('Refund of ₹249.50 processed on 24 Nov 2026');
    expect(refundText(createOrder({ refund: { ...refund, status: 'FAILED' } }))).toBe(
      'Refund of ₹249.50 could not be completed. Our team will contact you.',
    );
  });

  it('writes rupees with two decimals', () => {
    expect(rupees(1299)).toBe('₹1,299.00');
    expect(rupees(449.5)).toBe('₹449.50');
    expect(linePrice(createOrderItem({ finalPrice: 449.99, quantity: 3 }))).toBe('₹1,349.97');
  });

  it("adds a line's personalisation fee to its amount, so the lines and delivery add up to the total", () => {
    const named = createOrderItem({
      finalPrice: 449,
      quantity: 2,
      wantsCustomization: true,
      customName: 'RIYA',
      customizationPrice: 60,
    });
    expect(linePrice(named)).toBe('₹958.00');
  });

  it('joins size and colour when present', () => {
    expect(itemOptions(createOrderItem())).toBe('Size M · Peach');
    expect(itemOptions(createOrderItem({ size: null, color: null }))).toBe('');
    expect(itemOptions(createOrderItem({ size: null, color: 'Black' }))).toBe('Black');
  });

  it('says "too many requests" on 429 and "failed to load" otherwise', () => {
    expect(ordersErrorText(errorFromResponse(429, {}))).toBe(ORDER_MESSAGES.tooManyRequests);
    expect(ordersErrorText(errorFromResponse(500, {}))).toBe(ORDER_MESSAGES.loadFailed);
    expect(ordersErrorText(networkError())).toBe(ORDER_MESSAGES.loadFailed);
    expect(ordersErrorText(new Error('boom'))).toBe(ORDER_MESSAGES.loadFailed);
  });

  it("keeps only the user's own orders, newest first", () => {
    const older = createOrder({ _id: 'older', createdAt: '2026-11-01T10:00:00.000Z' });
    const newer = createOrder({ _id: 'newer', createdAt: '2026-11-20T10:00:00.000Z' });
    const someoneElses = createOrder({ _id: 'other', userId: 'u2' });
    expect(ownOrdersNewestFirst([older, someoneElses, newer], 'u1').map((o) => o._id)).toEqual([
      'newer',
      'older',
    ]);
  });

  it('groups the orders of one payment together, with the payment summed once', () => {
    const pay = (
      merchantTransactionId: string,
      advanceAmount: number,
      remainingAmount: number,
    ) => ({
      ...createOrder().paymentInfo,
      merchantTransactionId,
      advanceAmount,
      remainingAmount,
    });
    const shop = createOrder({
      _id: 'o-shop',
      totalAmount: 499.01,
      paymentInfo: pay('M1', 249.51, 249.5),
    });
    const seller = createOrder({
      _id: 'o-seller',
      totalAmount: 200.01,
      fulfillerId: 's1',
      paymentInfo: pay('M1', 100, 100.01),
    });
    const other = createOrder({ _id: 'o-other', paymentInfo: pay('M2', 499, 0) });
    const groups = groupByPayment([shop, other, seller]);
    expect(groups.map((g) => [g.paymentKey, g.orders.map((o) => o._id)])).toEqual([
      ['M1', ['o-shop', 'o-seller']],
      ['M2', ['o-other']],
    ]);
    expect(groups[0]).toMatchObject({
      totalPaise: 69_902,
      paidPaise: 34_951,
      remainingPaise: 34_951,
    });
    expect(fulfilmentLabel(shop)).toBe('Ships from Campus Threads');
    expect(fulfilmentLabel(seller)).toBe('Ships from Ananya Das');
    expect(fulfilmentLabel({ ...seller, items: [createOrderItem({ sellerName: null })] })).toBe(
      'Ships from the seller',
    );

    // Cancelled and refunded: nothing is due on it, and the payment's header adds nothing up.
    const cancelled = { ...seller, status: 'cancelled' as const };
    expect(groupByPayment([shop, cancelled])[0]!.remainingPaise).toBe(24_950);
  });

  it('counts what was paid at the door once an advance balance is collected', () => {
    const collected = (id: string) =>
      createOrder({
        _id: id,
        totalAmount: 529,
        paymentInfo: {
          ...createOrder().paymentInfo,
          merchantTransactionId: 'M9',
          partialPaymentMade: true,
          advancePayment: 264.5,
          advanceAmount: 264.5,
          remainingAmount: 264.5,
          balanceDue: 0,
          balanceCollected: {
            amount: 264.5,
            method: 'cash',
            collectedAt: '2026-11-26T10:00:00.000Z',
          },
        },
      });
    expect(paidParts(collected('a'))).toEqual({
      onlinePaise: 26_450,
      doorPaise: 26_450,
      totalPaise: 52_900,
    });
    expect(paidParts(createOrder())).toEqual({
      onlinePaise: 49_900,
      doorPaise: 0,
      totalPaise: 49_900,
    });
    const [group] = groupByPayment([collected('a'), collected('b')]);
    expect(group).toMatchObject({
      paidPaise: 105_800,
      onlinePaise: 52_900,
      doorPaise: 52_900,
      remainingPaise: 0,
    });
  });

  it("shows a ₹0 replacement as its order's replacement, not as part of its payment", () => {
    const original = createOrder({ _id: 'o-1', createdAt: '2026-11-20T10:00:00.000Z' });
    const other = createOrder({
      _id: 'o-2',
      createdAt: '2026-11-22T10:00:00.000Z',
      paymentInfo: { ...createOrder().paymentInfo, merchantTransactionId: 'M2' },
    });
    const replacement = createOrder({
      _id: 'o-r',
      createdAt: '2026-11-25T10:00:00.000Z',
      totalAmount: 0,
      replacesOrderId: 'o-1',
      paymentInfo: { ...createOrder().paymentInfo, advancePayment: 0, advanceAmount: 0 },
    });
    const groups = groupByPayment([replacement, other, original]);
    expect(groups.map((g) => g.orders.map((o) => o._id))).toEqual([['o-2'], ['o-1'], ['o-r']]);
    expect(groups[1]).toMatchObject({ paidPaise: 49_900, replacesOrderId: null });
    expect(groups[2]).toMatchObject({ paidPaise: 0, replacesOrderId: 'o-1' });
    // Its original not listed (another page): it stays where its date puts it.
    expect(groupByPayment([replacement, other]).map((g) => g.orders[0]!._id)).toEqual([
      'o-r',
      'o-2',
    ]);
  });
});
