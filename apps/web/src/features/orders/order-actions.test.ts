import {
  allowedNextStatuses,
  BUYER_CANCEL_MESSAGES,
  NEXT_STEP_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { RECORD_BALANCE_LABEL } from './balance';
import { orderActions, type OrderActionFacts } from './order-actions';

/** An order paid in full, not a drop's and not an exchange's replacement, with `overrides`. */
function order(overrides: Partial<OrderActionFacts> = {}): OrderActionFacts {
  return {
    status: 'pending',
    dropId: null,
    replacesOrderId: null,
    paymentInfo: { balanceDue: 0, balanceCollected: null },
    ...overrides,
  };
}

const labels = (facts: OrderActionFacts, mover: 'admin' | 'buyer') =>
  orderActions(facts, mover).map((a) => a.label);

describe('order row buttons from the contract (orderActions)', () => {
  it("gives an admin the next step, Update Status, the delivery date and Cancel until it's final", () => {
    expect(labels(order(), 'admin')).toEqual([
      NEXT_STEP_LABELS.confirmed,
      'Update Status',
      'Change delivery date',
      'Cancel',
    ]);
    expect(labels(order({ status: 'out_for_delivery' }), 'admin')).toEqual([
      NEXT_STEP_LABELS.delivered,
      'Update Status',
      'Change delivery date',
      'Cancel',
    ]);
    for (const status of ['delivered', 'cancelled'] as const)
      expect(labels(order({ status }), 'admin')).toEqual([]);
    // The moves offered are the contract's: the forward step and a cancel, nothing more.
    for (const status of ORDER_STATUSES)
      expect(
        orderActions(order({ status }), 'admin')
          .flatMap((a) => (a.kind === 'move' ? [a.status] : []))
          .sort(),
      ).toEqual([...allowedNextStatuses(status, 'admin')].sort());
  });

  it('marks shipping as needing the courier and a cancel as needing a reason', () => {
    const [ship, , , cancel] = orderActions(order({ status: 'confirmed' }), 'admin');
    expect(ship).toMatchObject({ kind: 'move', status: 'shipped', needsShipment: true });
    expect(cancel).toMatchObject({ status: 'cancelled', needsReason: true, tone: 'danger' });
  });

  it("offers an admin only Record balance on a delivered advance, and nothing on a drop's held order", () => {
    const due = order({
      status: 'delivered',
      paymentInfo: { balanceDue: 250, balanceCollected: null },
    });
    expect(orderActions(due, 'admin')).toEqual([
      { kind: 'balance', label: RECORD_BALANCE_LABEL, tone: 'primary' },
    ]);
    expect(orderActions(order({ dropId: 'd1' }), 'admin')).toEqual([]);
    expect(labels(order({ status: 'confirmed', dropId: 'd1' }), 'admin')).toContain('Cancel');
  });

  it('lets the buyer cancel a pending order of their own only', () => {
    const pending = orderActions(order(), 'buyer');
    expect(pending).toEqual([
      {
        kind: 'move',
        status: 'cancelled',
        label: BUYER_CANCEL_MESSAGES.action,
        tone: 'danger',
        needsReason: false,
        needsShipment: false,
      },
    ]);
    const others: OrderStatus[] = ['confirmed', 'shipped', 'out_for_delivery', 'delivered'];
    for (const status of others) expect(orderActions(order({ status }), 'buyer')).toEqual([]);
    expect(orderActions(order({ dropId: 'd1' }), 'buyer')).toEqual([]);
    expect(orderActions(order({ replacesOrderId: 'o1' }), 'buyer')).toEqual([]);
  });
});
