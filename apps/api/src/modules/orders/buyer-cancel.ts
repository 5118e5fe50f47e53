import {
  BUYER_CANCEL_MESSAGES,
  canBuyerCancel,
  isHeldByDrop,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  shortOrderId,
  type BuyerCancelInput,
  type Order,
  type OrderStatus,
} from '@campus-threads/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { NotificationsService } from '../notifications/notifications.service';
import { activeAdminIds } from '../users/admin-ids';
import { cancelOrderEffects } from './order-cancel';
import type { OrderEarnings } from './order-earnings';
import type { OrderInvoices } from './order-invoices';
import type { OrderReads } from './order-reads';
import type { OrderActor, OrderRefunds } from './order-refunds';

/**
 * The buyer cancels their own order before it is confirmed (docs/decisions/0058):
 * POST /api/orders/{id}/cancel. The same cancel as an admin's, in one transaction under the
 * order's row lock: its units back in stock, its refund recorded once (paid back by the provider
 * after the commit), the sellers' earnings reversed, a credit note for its invoice. Of two cancels
 * at once the second finds it cancelled (409); a confirmed order, a drop's held order or an
 * exchange's replacement is a 409 with its reason; anyone but the buyer gets the 404 of a missing
 * order. The fulfiller (the seller, or the shop's admins) is told there is nothing to ship.
 */
export function createBuyerCancel(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  refunds?: OrderRefunds;
  reads: OrderReads;
  earnings?: OrderEarnings;
  invoices?: OrderInvoices;
}) {
  const { db, notifications, refunds, reads } = deps;

  async function cancelByBuyer(
    id: string,
    input: BuyerCancelInput,
    buyer: OrderActor,
    now: Date = new Date(),
  ): Promise<Order> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    const reason = input.reason?.trim() || BUYER_CANCEL_MESSAGES.defaultReason;
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.userId !== buyer.id)
        throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      const status = order.status as OrderStatus;
      if (isHeldByDrop({ dropId: order.dropId, status }))
        throw new AppError('CONFLICT', BUYER_CANCEL_MESSAGES.heldByDrop);
      if (order.replacesOrderId) throw new AppError('CONFLICT', BUYER_CANCEL_MESSAGES.replacement);
      if (!canBuyerCancel({ status, dropId: order.dropId, replacesOrderId: null }))
        throw new AppError('CONFLICT', BUYER_CANCEL_MESSAGES.tooLate);
      const refundedPaise = await cancelOrderEffects(tx, order, buyer, reason, now, deps);
      await tx
        .update(orders)
        .set({
          status: 'cancelled',
          remark: reason,
          statusHistory: [
            ...order.statusHistory,
            {
              status: 'cancelled',
              timestamp: now.toISOString(),
              remark: reason,
              updatedBy: buyer.id,
            },
          ],
        })
        .where(eq(orders.id, id));
      const [first] = await tx
        .select({ title: orderItems.title, imageKey: orderItems.imageKey })
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.position))
        .limit(1);
      const productInfo = first ? { name: first.title, imageKey: first.imageKey } : null;
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
            // A refunded cancel is e-mailed once, by its refund (docs/decisions/0054).
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
    await refunds?.settle(id);
    return (await reads.getById(id))!;
  }

  return { cancelByBuyer };
}
