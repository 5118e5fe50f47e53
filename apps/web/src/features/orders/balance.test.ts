import { BALANCE_MESSAGES, toPaise } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { balanceLine, canRecordBalance } from './balance';

type Facts = Parameters<typeof balanceLine>[0];
type PaymentFacts = Facts['paymentInfo'];

/** An order's status and balance: a 50% advance with ₹249.50 due, with `overrides` on top. */
function createOrder({
  status = 'pending',
  paymentInfo = advance(),
}: { status?: Facts['status']; paymentInfo?: PaymentFacts } = {}): Facts {
  return { status, paymentInfo };
}

function advance(overrides: Partial<PaymentFacts> = {}): PaymentFacts {
  return { balanceDue: 249.5, balanceCollected: null, ...overrides };
}

const paidInFull = advance({ balanceDue: 0 });

describe('the balance of an advance on the order screens', () => {
  it("shows what is due at the door with the contract's text, until it is collected", () => {
    const due = createOrder({ status: 'shipped', paymentInfo: advance() });
    expect(balanceLine(due)).toEqual({
      kind: 'due',
      text: BALANCE_MESSAGES.due(toPaise(249.5)),
      at: null,
    });
    const collectedAt = '2026-11-28T10:00:00.000Z';
    const collected = createOrder({
      status: 'delivered',
      paymentInfo: advance({
        balanceDue: 0,
        balanceCollected: { amount: 249.5, method: 'upi', collectedAt },
      }),
    });
    expect(balanceLine(collected)).toEqual({
      kind: 'collected',
      text: BALANCE_MESSAGES.timelineRemark(toPaise(249.5), 'upi'),
      at: collectedAt,
    });
  });

  it('shows nothing for an order paid in full or cancelled', () => {
    expect(balanceLine(createOrder({ paymentInfo: paidInFull }))).toBeNull();
    expect(balanceLine(createOrder({ status: 'cancelled', paymentInfo: advance() }))).toBeNull();
  });

  it('lets the balance be recorded once the order is delivered, while some is due', () => {
    expect(canRecordBalance(createOrder({ status: 'delivered', paymentInfo: advance() }))).toBe(
      true,
    );
    expect(
      canRecordBalance(createOrder({ status: 'out_for_delivery', paymentInfo: advance() })),
    ).toBe(false);
    expect(
      canRecordBalance(
        createOrder({ status: 'delivered', paymentInfo: advance({ balanceDue: 0 }) }),
      ),
    ).toBe(false);
    expect(canRecordBalance(createOrder({ status: 'delivered', paymentInfo: paidInFull }))).toBe(
      false,
    );
  });
});
