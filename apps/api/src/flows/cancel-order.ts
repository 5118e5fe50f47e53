import {
  BUYER_CANCEL_MESSAGES,
  canBuyerCancel,
  isHeldByDrop,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  shortOrderId,
  type BuyerCancelInput,
  type Order,
  type OrderMover,
  type OrderStatus,
} from '@campus-threads/contract';
import type { OrderRow } from '../db/schema/orders';
import { AppError } from '../lib/errors';
import { releaseStock } from '../modules/accessories/accessory-stock';
import { moveOrder } from '../modules/orders/move-order';
import { firstLineOf, lockOrderFor } from '../modules/orders/order-moves';
import { linesForStockOf } from '../modules/orders/order-lines';
import type { OrderActor } from '../modules/orders/order-refunds';
import { paidForOrder } from '../modules/refunds/refund-types';
import { activeAdminIds } from '../modules/users/admin-ids';
import type { OrderFlowDeps, Tx } from './flow-deps';
import { payBack } from './pay-back';

/** Who cancels and why: a person (audited when an admin), or a drop's closing job (null). */
export type Cancellation = {
  actor: OrderActor | null;
  mover: OrderMover;
  reason: string;
  now: Date;
  /** A drop that failed or was cancelled cancels its orders: the same refund, its own kind. */
  refundKind: 'cancel' | 'failed_drop';
};

/**
 * Cancelling an order. Steps, in one transaction with the order's row locked:
 *   1. orders: the order moves to `cancelled` (the contract's table for whoever cancels);
 *   2. accessories: its units go back to stock (taken when it was paid for; cancelled is final);
 *   3. pay-back.ts: what was paid is owed back (refunds), the sellers' earnings are reversed
 *      (earnings) and an invoiced order gets its credit note (invoices), last.
 * After the commit: refunds asks the provider for the money. An admin's or seller's cancel
 * (change-order-status.ts), the buyer's own (below) and a drop's failure or cancel (close-drop.ts,
 * cancel-drop.ts) all run these steps. A refunded cancel is e-mailed once, by its refund when it
 * completes (decision 0054): `steps` answers the paise owed back so the notice can stay quiet.
 */
export function createCancelOrder(deps: OrderFlowDeps) {
  const { db, notifications, refunds } = deps;

  async function steps(
    tx: Tx,
    order: OrderRow,
    cancel: Cancellation,
  ): Promise<{ moved: OrderRow; refundedPaise: number }> {
    const moved = await moveOrder(tx, order, {
      to: 'cancelled',
      remark: cancel.reason,
      mover: cancel.mover,
      by: cancel.actor?.id ?? null,
      now: cancel.now,
    });
    await releaseStock(tx, await linesForStockOf(tx, order.id));
    const refundedPaise = await payBack(deps, tx, {
      scope: 'order',
      kind: cancel.refundKind,
      order,
      onlinePaise: paidForOrder(order),
      creditPaise: moved.advanceAmountPaise,
      reason: cancel.reason,
      actor: cancel.actor,
      now: cancel.now,
    });
    return { moved, refundedPaise };
  }

  /**
   * POST /api/orders/{id}/cancel: the buyer cancels their own order before it is confirmed
   * (docs/decisions/0058). Of two cancels at once the second finds it cancelled (409); a drop's
   * held order or an exchange's replacement is a 409 with its reason; anyone but the buyer gets
   * the 404 of a missing order. The fulfiller (the seller, or the shop's admins) is told there is
   * nothing to ship.
   */
  async function byBuyer(
    id: string,
    input: BuyerCancelInput,
    buyer: OrderActor,
    now: Date = new Date(),
  ): Promise<Order> {
    const reason = input.reason?.trim() || BUYER_CANCEL_MESSAGES.defaultReason;
    await db.transaction(async (tx) => {
      const order = await lockOrderFor(tx, id, (o) => o.userId === buyer.id);
      const status = order.status as OrderStatus;
      if (isHeldByDrop({ dropId: order.dropId, status }))
        throw new AppError('CONFLICT', BUYER_CANCEL_MESSAGES.heldByDrop);
      if (order.replacesOrderId) throw new AppError('CONFLICT', BUYER_CANCEL_MESSAGES.replacement);
      if (!canBuyerCancel({ status, dropId: order.dropId, replacesOrderId: null }))
        throw new AppError('CONFLICT', BUYER_CANCEL_MESSAGES.tooLate);
      const { refundedPaise } = await steps(tx, order, {
        actor: buyer,
        mover: 'buyer',
        reason,
        now,
        refundKind: 'cancel',
      });
      const productInfo = await firstLineOf(tx, id);
      const fulfillers = order.fulfillerId ? [order.fulfillerId] : await activeAdminIds(tx);
      await notifications.notify(
        [
          {
            userId: order.userId,
            type: 'ORDER_STATUS' as const,
            message: ORDER_STATUS_MESSAGES.buyerNotice(
              shortOrderId(id),
              ORDER_STATUS_LABELS.cancelled,
            ),
            orderId: id,
            productInfo,
            ...(refundedPaise > 0 ? { email: false as const } : {}),
          },
          ...fulfillers.map((userId) => ({
            userId,
            type: 'ORDER_STATUS' as const,
            message: BUYER_CANCEL_MESSAGES.fulfillerNotice(shortOrderId(id), reason),
            orderId: id,
            productInfo,
          })),
        ],
        tx,
      );
    });
    await refunds.settle(id);
    return (await deps.orders.getById(id))!;
  }

  return { steps, byBuyer };
}

export type CancelOrder = ReturnType<typeof createCancelOrder>;
