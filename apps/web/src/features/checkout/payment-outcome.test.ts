import { CHECKOUT_MESSAGES, ORDER_MESSAGES, type Order } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './payment-outcome';
import { callbackTransactionId } from './pending-order';

describe('outcomeOf', () => {
  it('is success only when the payment completed and the order exists', () => {
    expect(outcomeOf({ state: 'COMPLETED', order: { _id: 'o1' } as Order })).toEqual({
      phase: 'success',
      orderId: 'o1',
    });
    expect(outcomeOf({ state: 'COMPLETED', order: null })).toEqual({
      phase: 'verifying',
      message: ORDER_MESSAGES.stillPending,
    });
  });

  it('fails on FAILED and CANCELLED and keeps checking on anything else', () => {
    for (const state of ['FAILED', 'CANCELLED'] as const) {
      expect(outcomeOf({ state, order: null })).toEqual({
        phase: 'failed',
        message: CHECKOUT_MESSAGES.paymentFailed,
      });
    }
    for (const state of ['PENDING', 'UNKNOWN', 'ERROR'] as const) {
      expect(outcomeOf({ state, order: null }).phase).toBe('verifying');
    }
  });

  it("shows a payment that made no order as refunded, in the server's words", () => {
    const message =
      'Your payment went through, but Mug sold out while you were paying, so no order was placed.';
    expect(outcomeOf({ state: 'REFUNDED', order: null, message })).toEqual({
      phase: 'refunded',
      message,
    });
  });
});

describe('callbackTransactionId', () => {
  const none = { pendingOrder: null, paymentInfo: null, merchantTransactionId: null };

  it('reads the first of the spec parameters that is present', () => {
    expect(
      callbackTransactionId(new URLSearchParams('merchantOrderId=CT2&transaction_id=CT1'), none),
    ).toBe('CT1');
    expect(callbackTransactionId(new URLSearchParams('order_id=%20CT3%20'), none)).toBe('CT3');
  });

  it('falls back to what the device stored, else nothing', () => {
    expect(
      callbackTransactionId(new URLSearchParams(''), {
        ...none,
        paymentInfo: { transactionId: 'CT9' },
      }),
    ).toBe('CT9');
    expect(callbackTransactionId(new URLSearchParams('transactionId='), none)).toBeNull();
  });
});
