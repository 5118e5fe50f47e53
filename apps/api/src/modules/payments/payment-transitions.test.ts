import { describe, expect, it } from 'vitest';
import { LANDINGS, nextPaymentState, paidLanding } from './payment-transitions';

describe('payment transitions', () => {
  it('moves a pending payment on every settled answer, and nothing else on FAILED or CANCELLED', () => {
    expect(nextPaymentState('PENDING', 'COMPLETED')).toBe('COMPLETED');
    expect(nextPaymentState('PENDING', 'FAILED')).toBe('FAILED');
    expect(nextPaymentState('PENDING', 'CANCELLED')).toBe('CANCELLED');
    expect(nextPaymentState('PENDING', 'PENDING')).toBeNull();
    for (const from of ['FAILED', 'CANCELLED', 'ERROR', 'COMPLETED', 'REFUNDED']) {
      expect(nextPaymentState(from, 'FAILED')).toBeNull();
      expect(nextPaymentState(from, 'CANCELLED')).toBeNull();
      expect(nextPaymentState(from, 'PENDING')).toBeNull();
    }
  });

  it('lets a late payment land, but never moves COMPLETED or REFUNDED', () => {
    for (const from of ['FAILED', 'CANCELLED', 'ERROR'])
      expect(nextPaymentState(from, 'COMPLETED')).toBe('COMPLETED');
    expect(nextPaymentState('COMPLETED', 'COMPLETED')).toBeNull();
    expect(nextPaymentState('REFUNDED', 'COMPLETED')).toBeNull();
    expect(nextPaymentState('toString', 'COMPLETED')).toBeNull();
  });

  it('checks a paid answer: amount first, then whether it can make an order', async () => {
    let asked = 0;
    const reason = (answer: string | null) => async () => {
      asked += 1;
      return answer;
    };
    expect(await paidLanding({ amountMatches: false, unfulfilledReason: reason(null) })).toEqual({
      landing: 'ERROR',
      reason: null,
    });
    expect(asked).toBe(0);
    expect(await paidLanding({ amountMatches: true, unfulfilledReason: reason('gone') })).toEqual({
      landing: 'REFUNDED',
      reason: 'gone',
    });
    expect(await paidLanding({ amountMatches: true, unfulfilledReason: reason(null) })).toEqual({
      landing: 'COMPLETED',
      reason: null,
    });
  });

  it('gives the units back on every landing but COMPLETED, and asks for a refund only after REFUNDED commits', () => {
    for (const [landing, plan] of Object.entries(LANDINGS)) {
      expect(plan.effects.includes('recordState')).toBe(true);
      expect(plan.holdsUnits).toBe(landing === 'COMPLETED');
      expect(plan.effects.includes('releaseHold')).toBe(landing !== 'COMPLETED');
      expect(plan.effects.includes('makeOrders')).toBe(landing === 'COMPLETED');
      expect(plan.afterCommit).toEqual(landing === 'REFUNDED' ? ['askRefund'] : []);
    }
  });
});
