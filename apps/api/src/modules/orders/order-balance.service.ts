import {
  BALANCE_MESSAGES,
  balanceDuePaise,
  ORDER_MESSAGES,
  toRupees,
  type OrderBalanceInput,
  type Order,
  type SellerOrder,
} from '@campus-threads/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit-log';
import type { OrderEarnings } from './order-earnings';
import type { OrderReads } from './order-reads';
import type { OrderActor } from './order-refunds';

/** The balance of a 50% advance, collected at the door (docs/decisions/0048). */
export function createOrderBalanceService(deps: {
  db: Db;
  reads: OrderReads;
  /** The sellers' ledger (modules/earnings through app/services.ts). */
  earnings?: OrderEarnings;
}) {
  const { db, reads, earnings } = deps;

  /**
   * PATCH /api/orders/{id}/balance: the fulfilling seller or an admin records that the buyer paid
   * the rest of an advance order at the door. Only once the order is delivered, for exactly the
   * remaining amount, and once: the order row is locked, so of two requests at once the second
   * finds it collected (409). In the same transaction the timeline says so (a `delivered` entry
   * with the amount), an admin's change is audited, and on a seller's order the ledger nets the
   * money the seller now holds. Anyone else gets the 404 of a missing order, as for status moves.
   */
  async function collectBalance(
    id: string,
    input: OrderBalanceInput,
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<Order | SellerOrder> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || (!actor.isAdmin && order.fulfillerId !== actor.id))
        throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      if (!order.partialPayment || order.remainingAmountPaise <= 0)
        throw new AppError('CONFLICT', BALANCE_MESSAGES.notPartial);
      if (order.status === 'cancelled') throw new AppError('CONFLICT', BALANCE_MESSAGES.cancelled);
      if (order.balanceCollectedAt)
        throw new AppError('CONFLICT', BALANCE_MESSAGES.alreadyCollected);
      if (order.status !== 'delivered')
        throw new AppError('CONFLICT', BALANCE_MESSAGES.notDelivered);
      // Received returns come off what is due; once every unit is back nothing is (0058).
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
      const remark = BALANCE_MESSAGES.timelineRemark(due, input.method);
      if (actor.isAdmin) {
        await recordAudit(tx, actor, {
          action: 'order.balance',
          entityType: 'order',
          entityId: id,
          before: { balanceDue: toRupees(due) },
          after: { balanceCollected: toRupees(due), method: input.method },
        });
      }
      await tx
        .update(orders)
        .set({
          balanceCollectedPaise: due,
          balanceMethod: input.method,
          balanceCollectedAt: now,
          balanceCollectedBy: actor.id,
          statusHistory: [
            ...order.statusHistory,
            { status: 'delivered', timestamp: now.toISOString(), remark, updatedBy: actor.id },
          ],
        })
        .where(eq(orders.id, id));
      // The seller who delivered holds the balance: the ledger nets it against their earnings.
      if (order.fulfillerId) {
        const [first] = await tx
          .select({ title: orderItems.title })
          .from(orderItems)
          .where(eq(orderItems.orderId, id))
          .orderBy(asc(orderItems.position))
          .limit(1);
        await earnings?.recordCollectedBalance(
          tx,
          { orderId: id, sellerId: order.fulfillerId, amountPaise: due, title: first?.title ?? '' },
          now,
        );
      }
    });
    if (actor.isAdmin) return (await reads.getById(id))!;
    const [own] = await reads.loadForSeller(actor.id, eq(orders.id, id), 1);
    return own!;
  }

  return { collectBalance };
}
