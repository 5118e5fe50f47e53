import {
  BALANCE_MESSAGES,
  balanceDuePaise,
  toRupees,
  type OrderBalanceInput,
} from '@campus-threads/contract';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { noteOnTimeline } from './move-order';
import type { Executor, OrderActor } from './order-refunds';

/**
 * The balance of a 50% advance, due at the door (docs/decisions/0048): only once the order is
 * delivered, for exactly what is left, and once (the caller holds the order's row lock, so of two
 * requests at once the second finds it collected: 409). Received returns come off what is due;
 * once every unit is back nothing is (0058). Answers the paise due.
 */
export function balanceToCollect(order: OrderRow, input: OrderBalanceInput): number {
  if (!order.partialPayment || order.remainingAmountPaise <= 0)
    throw new AppError('CONFLICT', BALANCE_MESSAGES.notPartial);
  if (order.status === 'cancelled') throw new AppError('CONFLICT', BALANCE_MESSAGES.cancelled);
  if (order.balanceCollectedAt) throw new AppError('CONFLICT', BALANCE_MESSAGES.alreadyCollected);
  if (order.status !== 'delivered') throw new AppError('CONFLICT', BALANCE_MESSAGES.notDelivered);
  const due = balanceDuePaise({
    partialPayment: order.partialPayment,
    remainingPaise: order.remainingAmountPaise,
    balanceCreditedPaise: order.balanceCreditedPaise,
    balanceCollected: false,
    cancelled: false,
  });
  if (due <= 0) throw new AppError('CONFLICT', BALANCE_MESSAGES.returned);
  // Rupees with at most two decimals: ₹150.004 is not the ₹150.00 due.
  if (input.amount !== toRupees(due)) {
    const message = BALANCE_MESSAGES.amountMismatch(due);
    throw new AppError('VALIDATION', message, [{ field: 'amount', message }]);
  }
  return due;
}

/**
 * Records the balance collected, in the caller's transaction: on the order, on its timeline (a
 * `delivered` entry with the amount), and in the audit log when an admin records it.
 */
export async function recordBalanceCollected(
  tx: Executor,
  order: OrderRow,
  collected: {
    duePaise: number;
    method: OrderBalanceInput['method'];
    actor: OrderActor;
    now: Date;
  },
): Promise<void> {
  const { duePaise, method, actor, now } = collected;
  if (actor.isAdmin) {
    await recordAudit(tx, actor, {
      action: 'order.balance',
      entityType: 'order',
      entityId: order.id,
      before: { balanceDue: toRupees(duePaise) },
      after: { balanceCollected: toRupees(duePaise), method },
    });
  }
  await noteOnTimeline(
    tx,
    order,
    { remark: BALANCE_MESSAGES.timelineRemark(duePaise, method), by: actor.id, now },
    {
      balanceCollectedPaise: duePaise,
      balanceMethod: method,
      balanceCollectedAt: now,
      balanceCollectedBy: actor.id,
    },
  );
}
