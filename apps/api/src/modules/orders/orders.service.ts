import {
  allowedNextStatuses,
  expectedDeliveryDate,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  shortOrderId,
  type Order,
  type OrderStatus,
  type ProductType,
} from '@campus-threads/contract';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type DeliveryDetails } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Viewer } from '../catalog/designs.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { toOrder } from './order-presenter';

/** One line of a new order: what was bought, from whom, at which prices (paise). */
export type OrderLineInput = {
  productType: ProductType;
  designId: string | null;
  accessoryId: string | null;
  sellerId: string;
  title: string;
  imageKey: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  wantsCustomization: boolean;
  customName: string;
  customizableParts: string[];
  basePricePaise: number;
  unitPricePaise: number;
  deliveryPricePaise: number;
};

/**
 * What an order is made from. Payments map a completed payment to it; the orders module does not
 * know how payments store themselves.
 */
export type OrderInput = {
  buyerId: string;
  paymentId: string;
  merchantOrderId: string;
  /** How it was paid, as the order shows it ('PhonePe', ...). */
  paymentMethod: string;
  transactionId: string | null;
  delivery: DeliveryDetails;
  totalPaise: number;
  deliveryPaise: number;
  advancePaise: number;
  remainingPaise: number;
  partial: boolean;
  lines: readonly OrderLineInput[];
};

export type { DeliveryDetails };

/**
 * The seller's news of a new order, over their own lines only: the first line's quantity and
 * title, then how many other lines (quantities of different products are never added up).
 */
export function sellerOrderNotice(
  shortId: string,
  lines: readonly Pick<OrderLineInput, 'title' | 'quantity'>[],
): string {
  const [first, ...others] = lines;
  const more =
    others.length === 0
      ? ''
      : ` and ${others.length} more ${others.length === 1 ? 'item' : 'items'}`;
  return `New order #${shortId}: ${first!.quantity} × ${first!.title}${more}.`;
}

/** A database handle or an open transaction (both can run these statements). */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const RECENT_ORDERS_MAX = 100;

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: { db: Db; notifications: NotificationsService }) {
  const { db, notifications } = deps;

  /** Orders with their items: two statements for any number of orders. */
  async function load(where: SQL, limit = RECENT_ORDERS_MAX): Promise<Order[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.position));
    return rows.map((row) =>
      toOrder(
        row,
        items.filter((i) => i.orderId === row.id),
      ),
    );
  }

  /**
   * Makes the order a completed payment paid for, inside the caller's transaction (which holds the
   * payment row locked), and tells the buyer and each seller. The unique payment_id makes a
   * second attempt impossible even outside the lock.
   */
  async function createFromPayment(tx: Executor, input: OrderInput, now: Date): Promise<string> {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.buyerId,
        paymentId: input.paymentId,
        merchantOrderId: input.merchantOrderId,
        deliveryDetails: input.delivery,
        totalAmountPaise: input.totalPaise,
        deliveryAmountPaise: input.deliveryPaise,
        advanceAmountPaise: input.advancePaise,
        remainingAmountPaise: input.remainingPaise,
        partialPayment: input.partial,
        paymentMethod: input.paymentMethod,
        transactionId: input.transactionId,
        status: 'pending',
        statusHistory: [
          {
            status: 'pending',
            timestamp: now.toISOString(),
            remark: 'Order placed',
            updatedBy: null,
          },
        ],
        expectedDeliveryDate: expectedDeliveryDate('pending', now),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx
      .insert(orderItems)
      .values(input.lines.map((line, position) => ({ ...line, orderId, position })));

    const first = input.lines[0]!;
    const shortId = shortOrderId(orderId);
    const sellers = [...new Set(input.lines.map((l) => l.sellerId))].filter(
      (id) => id !== input.buyerId,
    );
    await notifications.notify(
      [
        {
          userId: input.buyerId,
          type: 'ORDER_PLACED',
          message: `Your order #${shortId} is placed: ${first.title}${input.lines.length > 1 ? ` and ${input.lines.length - 1} more` : ''}.`,
          orderId,
          productInfo: { name: first.title, imageKey: first.imageKey },
        },
        ...sellers.map((sellerId) => {
          const theirs = input.lines.filter((l) => l.sellerId === sellerId);
          return {
            userId: sellerId,
            type: 'ORDER_RECEIVED' as const,
            message: sellerOrderNotice(shortId, theirs),
            orderId,
            productInfo: { name: theirs[0]!.title, imageKey: theirs[0]!.imageKey },
          };
        }),
      ],
      tx,
    );
    return orderId;
  }

  async function listMine(userId: string): Promise<Order[]> {
    return load(eq(orders.userId, userId));
  }

  /** The buyer and admins may read an order; anyone else gets the same 404 as a missing id. */
  async function getForViewer(id: string, viewer: NonNullable<Viewer>): Promise<Order> {
    const [order] = isUuid(id) ? await load(eq(orders.id, id), 1) : [];
    if (!order || (order.userId !== viewer.id && !viewer.isAdmin))
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    return order;
  }

  async function findByPaymentId(
    paymentId: string,
    executor: Executor = db,
  ): Promise<string | undefined> {
    const [row] = await executor
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .limit(1);
    return row?.id;
  }

  async function getById(id: string): Promise<Order | undefined> {
    const [order] = await load(eq(orders.id, id), 1);
    return order;
  }

  /** The six steps of the customer timeline (spec: accounts-orders §2 /orders). */
  async function timeline(id: string, viewer: NonNullable<Viewer>) {
    const order = await getForViewer(id, viewer);
    const reachedIndex = order.status === 'cancelled' ? -1 : ORDER_STATUSES.indexOf(order.status);
    const steps = ORDER_STATUSES.map((status: OrderStatus, index) => {
      const entry = [...order.statusHistory].reverse().find((e) => e.status === status);
      return {
        status,
        label: ORDER_STATUS_LABELS[status],
        reached:
          status === order.status ||
          (reachedIndex >= 0 && index <= reachedIndex && status !== 'cancelled') ||
          Boolean(entry),
        current: status === order.status,
        timestamp: entry?.timestamp ?? null,
        remark: entry?.remark ?? null,
      };
    });
    const final = order.status === 'delivered' || order.status === 'cancelled';
    return {
      orderId: order._id,
      status: order.status,
      expectedDeliveryDate: final ? null : order.expectedDeliveryDate,
      steps,
    };
  }

  /** Orders that count for totals (DECISIONS #10): paid, not cancelled. */
  async function buyerTotals(userId: string) {
    const [row] = await db
      .select({
        orders: count(),
        spentPaise: sql<number>`coalesce(sum(${orders.totalAmountPaise}), 0)::int`,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
    return { orders: row?.orders ?? 0, spentPaise: row?.spentPaise ?? 0 };
  }

  async function listRecent(userId: string, limit: number): Promise<Order[]> {
    return load(eq(orders.userId, userId), limit);
  }

  /**
   * Moves an order along the spec's flow (contract allowedNextStatuses): admins along the whole
   * flow, a seller of one of its items only pending → confirmed/cancelled and confirmed →
   * cancelled. Appends statusHistory, re-dates the expected delivery and tells the buyer, all in
   * one transaction. Anyone else gets the 404 of a missing order.
   */
  async function changeStatus(
    id: string,
    change: { status: OrderStatus; remark: string; expectedDeliveryDate?: string },
    actor: NonNullable<Viewer>,
    now: Date = new Date(),
  ): Promise<Order> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      let role: 'admin' | 'seller' = 'admin';
      if (!actor.isAdmin) {
        const [sold] = await tx
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, id), eq(orderItems.sellerId, actor.id)))
          .limit(1);
        if (!sold) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
        role = 'seller';
      }
      const from = order.status as OrderStatus;
      if (!allowedNextStatuses(from, role).includes(change.status)) {
        throw new AppError('CONFLICT', ORDER_STATUS_MESSAGES.notAllowed(from, change.status));
      }
      const customDate =
        role === 'admin' && change.expectedDeliveryDate
          ? new Date(change.expectedDeliveryDate)
          : null;
      await tx
        .update(orders)
        .set({
          status: change.status,
          remark: change.remark || order.remark,
          expectedDeliveryDate: customDate ?? expectedDeliveryDate(change.status, now),
          statusHistory: [
            ...order.statusHistory,
            {
              status: change.status,
              timestamp: now.toISOString(),
              remark: change.remark,
              updatedBy: actor.id,
            },
          ],
        })
        .where(eq(orders.id, id));
      // The bell shows the order's first item with the news, as for a new order.
      const [first] = await tx
        .select({ title: orderItems.title, imageKey: orderItems.imageKey })
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.position))
        .limit(1);
      await notifications.notify(
        [
          {
            userId: order.userId,
            type: 'ORDER_STATUS',
            message: ORDER_STATUS_MESSAGES.buyerNotice(
              shortOrderId(id),
              ORDER_STATUS_LABELS[change.status],
            ),
            orderId: id,
            productInfo: first ? { name: first.title, imageKey: first.imageKey } : null,
          },
        ],
        tx,
      );
    });
    return (await getById(id))!;
  }

  return {
    changeStatus,
    createFromPayment,
    listMine,
    buyerTotals,
    listRecent,
    getForViewer,
    findByPaymentId,
    getById,
    timeline,
  };
}
