import {
  allowedNextStatuses,
  expectedDeliveryAfterMove,
  shortOrderId,
  type OrderStatus,
} from '@campus-threads/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import type { NotificationsService } from '../notifications/notifications.service';
import { refundTierDifference, type DropTierPrice } from './drop-tier-refund';
import { cancelOrderEffects } from './order-cancel';
import type { OrderEarnings } from './order-earnings';
import type { OrderInvoices } from './order-invoices';
import type { Executor, OrderActor, OrderRefunds } from './order-refunds';

/** What the buyer of each order is told, and the remark its history keeps. */
export type DropOrderNews = { remark: string; buyerNotice: (orderShortId: string) => string };

/** A drop that succeeded at a tier: its price, and what a buyer is told of the difference refunded. */
export type DropTierNews = DropTierPrice & { refundNotice: (amountPaise: number) => string };

/**
 * The orders of a campus drop when it closes (docs/decisions/0049), in the closing (or cancel)
 * transaction that holds the drop's row: the drops module calls these through the `DropOrders` it
 * is handed; orders never imports drops. Each order's row is locked before it changes.
 */
export function createDropOrders(deps: {
  notifications: NotificationsService;
  refunds?: OrderRefunds;
  earnings?: OrderEarnings;
  /** Tax invoices (modules/invoices; docs/decisions/0050). */
  invoices?: OrderInvoices;
}) {
  const { notifications, refunds, earnings, invoices } = deps;

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
    remark: string,
    now: Date,
  ) {
    await tx
      .update(orders)
      .set({
        status,
        remark,
        expectedDeliveryDate: expectedDeliveryAfterMove(status, order.expectedDeliveryDate, now),
        statusHistory: [
          ...order.statusHistory,
          { status, timestamp: now.toISOString(), remark, updatedBy: null },
        ],
      })
      .where(eq(orders.id, order.id));
  }

  /** `quiet`: orders whose news a refund's e-mail tells (decision 0054): the bell only. */
  async function tell(
    tx: Executor,
    moved: readonly OrderRow[],
    news: DropOrderNews,
    quiet: ReadonlySet<string> = new Set(),
  ) {
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
        ...(quiet.has(order.id) ? { email: false as const } : {}),
      })),
      tx,
    );
  }

  /**
   * The drop succeeded: every held (pending) order is confirmed; at a tier (`tier`), each is also
   * repriced at the tier's price and its buyer owed the difference back (drop-tier-refund.ts), told
   * in its history and the bell. Returns the orders confirmed and those with a refund to ask for
   * once the transaction has committed (`settleRefunds`).
   */
  async function confirmDropOrders(
    tx: Executor,
    dropId: string,
    news: DropOrderNews,
    now: Date,
    tier?: DropTierNews,
  ): Promise<{ confirmed: number; refunded: string[] }> {
    const held = (await lockedOrdersOf(tx, dropId)).filter((o) => o.status === 'pending');
    const refundNotices: { userId: string; orderId: string; message: string }[] = [];
    for (const order of held) {
      const differencePaise =
        tier && refunds ? await refundTierDifference(tx, order, tier, { refunds, earnings }) : 0;
      const notice = differencePaise > 0 ? tier!.refundNotice(differencePaise) : null;
      await move(tx, order, 'confirmed', notice ? `${news.remark}. ${notice}` : news.remark, now);
      if (notice) refundNotices.push({ userId: order.userId, orderId: order.id, message: notice });
    }
    // A drop's orders are invoiced now, at the price they closed at, once every row is repriced
    // (their numbers' lock is held to the commit; docs/decisions/0050).
    for (const order of held) await invoices?.issueForNewOrder(tx, order.id, now);
    // A buyer owed a tier difference gets one e-mail, when it is paid back: "the drop reached its
    // tier: ₹40 back, your order is confirmed" (docs/decisions/0054); the bell hears both now.
    const quiet = new Set(refundNotices.map((n) => n.orderId));
    await tell(tx, held, news, quiet);
    if (refundNotices.length > 0)
      await notifications.notify(
        refundNotices.map((n) => ({ ...n, type: 'ORDER_REFUND' as const, email: false as const })),
        tx,
      );
    return { confirmed: held.length, refunded: refundNotices.map((n) => n.orderId) };
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
    const quiet = new Set<string>();
    for (const order of open) {
      const refundedPaise = await cancelOrderEffects(tx, order, actor, news.remark, now, {
        refunds,
        earnings,
        invoices,
      });
      if (refundedPaise > 0) quiet.add(order.id);
      await move(tx, order, 'cancelled', news.remark, now);
    }
    // Each refunded buyer's one e-mail is the refund's: "cancelled, refunded" (decision 0054).
    await tell(tx, open, news, quiet);
    return open.map((o) => o.id);
  }

  /** After the commit: asks the provider for each refund (never throws; the refunds job retries). */
  async function settleRefunds(orderIds: readonly string[]): Promise<void> {
    for (const id of orderIds) await refunds?.settle(id);
  }

  return { confirmDropOrders, cancelDropOrders, settleRefunds };
}

export type DropOrders = ReturnType<typeof createDropOrders>;

/**
 * The lines of a drop's orders that still count (not cancelled), oldest first, with what the size
 * tally CSV shows (docs/decisions/0049): the drops module gets this read as a port from
 * app/services.ts and never reads the orders tables itself.
 */
export function dropBuyerLines(db: Executor, dropId: string) {
  return db
    .select({
      orderId: orders.id,
      status: orders.status,
      fulfillerId: orders.fulfillerId,
      deliveryDetails: orders.deliveryDetails,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      wantsCustomization: orderItems.wantsCustomization,
      customName: orderItems.customName,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.dropId, dropId), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.position));
}

/**
 * One buyer's orders of a drop that still count (not cancelled), oldest first, with their one
 * line: the drop page's "You're in" (decision 0054). A port like `dropBuyerLines`.
 */
export function dropJoinsOf(db: Executor, dropId: string, userId: string) {
  return db
    .select({
      orderId: orders.id,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      totalPaise: orders.totalAmountPaise,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.dropId, dropId), eq(orders.userId, userId), ne(orders.status, 'cancelled')),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.position));
}
