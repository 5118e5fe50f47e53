import {
  allowedNextStatuses,
  expectedDeliveryAfterMove,
  shortOrderId,
  type OrderStatus,
} from '@campus-threads/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import type { NotificationsService } from '../notifications/notifications.service';
import { cancelOrderEffects } from './order-cancel';
import type { OrderEarnings } from './order-earnings';
import type { Executor, OrderActor, OrderRefunds } from './order-refunds';

/** What the buyer of each order is told, and the remark its history keeps. */
export type DropOrderNews = { remark: string; buyerNotice: (orderShortId: string) => string };

/**
 * The orders of a campus drop when it closes (docs/decisions/0049), in the closing (or cancel)
 * transaction that holds the drop's row: the drops module calls these through the `DropOrders` it
 * is handed; orders never imports drops. Each order's row is locked before it changes.
 */
export function createDropOrders(deps: {
  notifications: NotificationsService;
  refunds?: OrderRefunds;
  earnings?: OrderEarnings;
}) {
  const { notifications, refunds, earnings } = deps;

  /** The drop's orders not cancelled yet, locked, oldest first. */
  const lockedOrdersOf = (tx: Executor, dropId: string) =>
    tx
      .select()
      .from(orders)
      .where(and(eq(orders.dropId, dropId), ne(orders.status, 'cancelled')))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for('update');

  async function move(
    tx: Executor,
    order: OrderRow,
    status: OrderStatus,
    news: DropOrderNews,
    now: Date,
  ) {
    await tx
      .update(orders)
      .set({
        status,
        remark: news.remark,
        expectedDeliveryDate: expectedDeliveryAfterMove(status, order.expectedDeliveryDate, now),
        statusHistory: [
          ...order.statusHistory,
          { status, timestamp: now.toISOString(), remark: news.remark, updatedBy: null },
        ],
      })
      .where(eq(orders.id, order.id));
  }

  async function tell(tx: Executor, moved: readonly OrderRow[], news: DropOrderNews) {
    if (moved.length === 0) return;
    const [first] = await tx
      .select({ title: orderItems.title, imageKey: orderItems.imageKey })
      .from(orderItems)
      .where(eq(orderItems.orderId, moved[0]!.id))
      .limit(1);
    await notifications.notify(
      moved.map((order) => ({
        userId: order.userId,
        type: 'ORDER_STATUS' as const,
        message: news.buyerNotice(shortOrderId(order.id)),
        orderId: order.id,
        productInfo: first ? { name: first.title, imageKey: first.imageKey } : null,
      })),
      tx,
    );
  }

  /** The drop succeeded: every held (pending) order is confirmed. Returns how many. */
  async function confirmDropOrders(
    tx: Executor,
    dropId: string,
    news: DropOrderNews,
    now: Date,
  ): Promise<number> {
    const held = (await lockedOrdersOf(tx, dropId)).filter((o) => o.status === 'pending');
    for (const order of held) await move(tx, order, 'confirmed', news, now);
    await tell(tx, held, news);
    return held.length;
  }

  /**
   * The drop failed or was cancelled: every order of it that can still be cancelled is, through
   * the cancel path of an admin's cancel (stock, the full refund recorded, the earnings reversed).
   * `actor` null: the closing job, no person. Returns the orders whose refunds `settleRefunds`
   * asks the provider for once the transaction has committed.
   */
  async function cancelDropOrders(
    tx: Executor,
    dropId: string,
    actor: OrderActor | null,
    news: DropOrderNews,
    now: Date,
  ): Promise<string[]> {
    const open = (await lockedOrdersOf(tx, dropId)).filter((o) =>
      allowedNextStatuses(o.status as OrderStatus, 'admin').includes('cancelled'),
    );
    for (const order of open) {
      await cancelOrderEffects(tx, order, actor, news.remark, now, { refunds, earnings });
      await move(tx, order, 'cancelled', news, now);
    }
    await tell(tx, open, news);
    return open.map((o) => o.id);
  }

  /** After the commit: asks the provider for each refund (never throws; the refunds job retries). */
  async function settleRefunds(orderIds: readonly string[]): Promise<void> {
    for (const id of orderIds) await refunds?.settle(id);
  }

  return { confirmDropOrders, cancelDropOrders, settleRefunds };
}

export type DropOrders = ReturnType<typeof createDropOrders>;
