import { ORDER_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from '@/lib/api-errors';
import { itemCountLabel, itemOptions, linePrice, ordersErrorText, ownOrdersNewestFirst, rupees } from './order-view';
import { createOrder, createOrderItem } from './test-factories';

describe('order view', () => {
  it('counts units, not lines', () => {
    expect(itemCountLabel(createOrder())).toBe('1 item');
    expect(itemCountLabel(createOrder({ items: [createOrderItem({ quantity: 2 }), createOrderItem()] }))).toBe('3 items');
  });

  it('writes rupees with two decimals', () => {
    expect(rupees(1299)).toBe('₹1,299.00');
    expect(rupees(449.5)).toBe('₹449.50');
    expect(linePrice(createOrderItem({ finalPrice: 449.99, quantity: 3 }))).toBe('₹1,349.97');
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
    expect(ownOrdersNewestFirst([older, someoneElses, newer], 'u1').map((o) => o._id)).toEqual(['newer', 'older']);
  });
});
