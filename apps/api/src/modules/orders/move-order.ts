import {
  allowedNextStatuses,
  expectedDeliveryAfterMove,
  ORDER_STATUS_MESSAGES,
  type OrderMover,
  type OrderStatus,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import type { Executor } from './order-refunds';

/** One move of an order: where to, why, who (their id for the timeline; null: the shop's jobs). */
export type OrderMove = {
  to: OrderStatus;
  remark: string;
  mover: OrderMover;
  by: string | null;
  now: Date;
  /** An admin's own expected delivery, already checked; else the promise holds or runs late. */
  expectedDelivery?: Date | null;
  /** The courier and tracking number a move to `shipped` carries. */
  shipment?: { courier: string; trackingNumber: string } | null;
};

/**
 * The one way an order changes status, in the caller's transaction with the order's row locked:
 * the move must be in the contract's table for whoever makes it (409 otherwise); the timeline
 * grows by one entry; the promised delivery date holds unless the order runs late or an admin
 * sets one (contract `expectedDeliveryAfterMove`); shipping keeps its courier, delivery its time.
 * Answers the order as it now is.
 */
export async function moveOrder(tx: Executor, order: OrderRow, move: OrderMove): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  if (!allowedNextStatuses(from, move.mover).includes(move.to))
    throw new AppError('CONFLICT', ORDER_STATUS_MESSAGES.notAllowed(from, move.to));
  const expectedDeliveryDate =
    move.expectedDelivery ??
    expectedDeliveryAfterMove(move.to, order.expectedDeliveryDate, move.now, {
      zoneWindow: order.deliveryTo !== null,
    });
  const [moved] = await tx
    .update(orders)
    .set({
      status: move.to,
      remark: move.remark || order.remark,
      expectedDeliveryDate,
      ...(move.shipment ? { ...move.shipment, shippedAt: move.now } : {}),
      ...(move.to === 'delivered' ? { deliveredAt: move.now } : {}),
      statusHistory: [
        ...order.statusHistory,
        {
          status: move.to,
          timestamp: move.now.toISOString(),
          remark: move.remark,
          updatedBy: move.by,
        },
      ],
    })
    .where(eq(orders.id, order.id))
    .returning();
  return moved!;
}

/**
 * A line on the order's timeline that is not a move (the balance collected at the door): an
 * entry at its current status, in the caller's transaction.
 */
export async function noteOnTimeline(
  tx: Executor,
  order: OrderRow,
  note: { remark: string; by: string; now: Date },
  change: Partial<
    Pick<
      OrderRow,
      'balanceCollectedPaise' | 'balanceMethod' | 'balanceCollectedAt' | 'balanceCollectedBy'
    >
  > = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({
      ...change,
      statusHistory: [
        ...order.statusHistory,
        {
          status: order.status,
          timestamp: note.now.toISOString(),
          remark: note.remark,
          updatedBy: note.by,
        },
      ],
    })
    .where(eq(orders.id, order.id));
}
