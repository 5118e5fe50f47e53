import { CHECKOUT_MESSAGES, ORDER_STATUS_LABELS } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';

describe('the payment success toast', () => {
  it('says what is true: a paid order is placed (Order Received), not confirmed', () => {
    expect(ORDER_STATUS_LABELS.pending).toBe('Order Received');
    expect(CHECKOUT_MESSAGES.paymentSuccess).toMatch(/placed/i);
    expect(CHECKOUT_MESSAGES.paymentSuccess).not.toMatch(/confirm/i);
  });
});
