import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, refundLine, type OrderRefund } from './refunds';

const refund: OrderRefund = {
  amount: 1299.5,
  status: 'PENDING',
  createdAt: '2026-11-23T10:00:00.000Z',
  completedAt: null,
};
const day = (iso: string) => iso.slice(0, 10);

describe('refund texts', () => {
  it('words the refund line by its state, in rupees', () => {
    expect(refundLine(refund, day)).toBe('Refund of ₹1,299.50 in progress');
    expect(
      refundLine({ ...refund, status: 'COMPLETED', completedAt: '2026-11-24T09:00:00.000Z' }, day),
    ).toBe('Refund of ₹1,299.50 processed on 2026-11-24');
    // A completed refund without its time falls back to when it was recorded.
    expect(refundLine({ ...refund, status: 'COMPLETED' }, day)).toBe(
      'Refund of ₹1,299.50 processed on 2026-11-23',
    );
    expect(refundLine({ ...refund, status: 'FAILED' }, day)).toBe(
      REFUND_MESSAGES.failed('₹1,299.50'),
    );
  });

  it("names the order in the bell's notices", () => {
    expect(REFUND_MESSAGES.startedNotice('1a2b3c4d', '₹499.00')).toBe(
      'Refund of ₹499.00 for your cancelled order #1a2b3c4d has started.',
    );
    expect(REFUND_MESSAGES.completedNotice('1a2b3c4d', '₹499.00')).toBe(
      'Refund of ₹499.00 for your cancelled order #1a2b3c4d is complete.',
    );
  });
});
