import { BALANCE_MESSAGES, toPaise, type Order } from '@campus-threads/contract';

/**
 * The balance of a 50% advance as the order screens show it (docs/decisions/0048): what is still
 * due at the door, or what was collected there.
 */
type BalanceFacts = Pick<Order, 'status'> & {
  paymentInfo: Pick<Order['paymentInfo'], 'balanceDue' | 'balanceCollected'>;
};

/** The action that opens the Record balance dialog, on the sales history and the admin's orders. */
export const RECORD_BALANCE_LABEL = 'Record balance';

export type BalanceLine = { kind: 'due' | 'collected'; text: string; at: string | null };

/** The line to show, or null for an order paid in full (or cancelled: nothing is due). */
export function balanceLine(order: BalanceFacts): BalanceLine | null {
  const { balanceDue, balanceCollected } = order.paymentInfo;
  if (balanceCollected)
    return {
      kind: 'collected',
      text: BALANCE_MESSAGES.timelineRemark(
        toPaise(balanceCollected.amount),
        balanceCollected.method,
      ),
      at: balanceCollected.collectedAt,
    };
  if (balanceDue > 0 && order.status !== 'cancelled')
    return { kind: 'due', text: BALANCE_MESSAGES.due(toPaise(balanceDue)), at: null };
  return null;
}

/** Whoever delivered the order (its fulfilling seller, or an admin) records the balance once it is delivered. */
export function canRecordBalance(order: BalanceFacts): boolean {
  return order.status === 'delivered' && order.paymentInfo.balanceDue > 0;
}
