import { shortOrderId } from '@campus-threads/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Executor } from './order-refunds';

/**
 * The orders of a campus drop (docs/decisions/0049): what the close-drop and cancel-drop flows
 * (apps/api/src/flows) need of them, and the reads the drops module gets as ports from
 * app/services.ts (it never reads the orders tables itself).
 */

/** What the buyer of each order is told, and the remark its history keeps. */
export type DropOrderNews = { remark: string; buyerNotice: (orderShortId: string) => string };

/** A drop's orders not cancelled yet, locked, oldest first (the closing or cancel's transaction). */
export function lockedOrdersOfDrop(tx: Executor, dropId: string) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.dropId, dropId), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .for('update');
}

/**
 * The buyers of a drop's orders hear its news, each with the drop's t-shirt. `quiet`: orders
 * whose news a refund's e-mail tells (decision 0054): the bell only.
 */
export async function tellDropBuyers(
  tx: Executor,
  notifications: Pick<NotificationsService, 'notify'>,
  moved: readonly OrderRow[],
  news: DropOrderNews,
  quiet: ReadonlySet<string> = new Set(),
): Promise<void> {
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
