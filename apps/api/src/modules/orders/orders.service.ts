import {
  allowedNextStatuses,
  DELIVERY_DATE_NOTICES,
  deliveryDayChanged,
  deliveryDateProblem,
  expectedDeliveryAfterMove,
  formatShopDate,
  expectedDeliveryDate,
  parseDeliveryDate,
  orderTotals,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  shortOrderId,
  splitAcrossOrders,
  periodBounds,
  toRupees,
  type Order,
  type OrderRefund,
  type OrderStatus,
  type ProductType,
  type SellerOrder,
  type SellerOrdersResponse,
  type SellerSalesSummary,
} from '@campus-threads/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { orderItems, orders, type DeliveryDetails, type OrderRow } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { releaseStock } from '../catalog/accessory-stock';
import type { Viewer } from '../../lib/auth-guard';
import type { NotificationsService } from '../notifications/notifications.service';
import { joinSeller, sellerName } from '../users/seller-names';
import { toOrder, toSellerOrder, type SellerNames } from './order-presenter';

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
  /** Who ships the line (the contract's `fulfillerOf`): a seller's id, or null for the shop. */
  fulfillerId: string | null;
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
  /** What was paid now: the whole total, or the advance (split across the orders). */
  advancePaise: number;
  remainingPaise: number;
  partial: boolean;
  lines: readonly OrderLineInput[];
};

/**
 * A payment's lines by who fulfils them: the shop's order first, then the sellers' by id, the
 * order `findByPaymentId` reads them back in (so "the payment's order" is always the same one).
 */
export function groupByFulfiller<L extends { fulfillerId: string | null }>(
  lines: readonly L[],
): { fulfillerId: string | null; lines: L[] }[] {
  const groups = new Map<string | null, L[]>();
  for (const line of lines) {
    const group = groups.get(line.fulfillerId);
    if (group) group.push(line);
    else groups.set(line.fulfillerId, [line]);
  }
  return [...groups]
    .map(([fulfillerId, grouped]) => ({ fulfillerId, lines: grouped }))
    .sort((a, b) =>
      a.fulfillerId === b.fulfillerId
        ? 0
        : a.fulfillerId === null
          ? -1
          : b.fulfillerId === null
            ? 1
            : a.fulfillerId < b.fulfillerId
              ? -1
              : 1,
    );
}

/** "Campus Tee" or "Campus Tee and 2 more": an order by its own first line. */
function linesSummary(lines: readonly Pick<OrderLineInput, 'title'>[]): string {
  return lines.length > 1 ? `${lines[0]!.title} and ${lines.length - 1} more` : lines[0]!.title;
}

/**
 * The buyer's one notice for a payment, however many orders it made: named by its first order and
 * that order's own first item; when the cart was split between fulfillers, each order it lists is
 * named by an item of its own ("#1a2b3c4d (Campus Tee), #5e6f7a8b (Campus Mug and 1 more)").
 */
export function buyerOrderNotice(
  made: readonly { shortId: string; lines: readonly Pick<OrderLineInput, 'title'>[] }[],
): string {
  const [first] = made;
  const split =
    made.length > 1
      ? ` It comes as ${made.length} orders: ${made
          .map((o) => `#${o.shortId} (${linesSummary(o.lines)})`)
          .join(', ')}.`
      : '';
  return `Your order #${first!.shortId} is placed: ${linesSummary(first!.lines)}.${split}`;
}

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
/** A CSV export covers at most this many orders (a date range of a busy seller stays bounded). */
export const SELLER_EXPORT_MAX_ORDERS = 5_000;

/** GET /api/orders/seller: status filter, paging, and the period (`from`/`to`, days in India). */
export type SellerOrdersQuery = {
  status?: OrderStatus;
  page: number;
  limit: number;
  from?: string;
  to?: string;
};

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Who changes an order: a seller or an admin, with the name the audit log keeps. */
export type OrderActor = NonNullable<Viewer> & AuditActor;

/** What a refund needs to know of the cancelled order. */
export type RefundableOrder = Pick<
  OrderRow,
  'id' | 'userId' | 'paymentId' | 'partialPayment' | 'advanceAmountPaise' | 'totalAmountPaise'
>;

/**
 * What a cancellation asks of payments (modules/payments/refunds.ts): paying back what was paid
 * for the order, exactly once.
 */
export type OrderRefunds = {
  /** In the cancel's transaction (order row locked): records the refund owed, at most one per order. */
  recordForCancelledOrder(
    tx: Executor,
    order: RefundableOrder,
    actor: OrderActor,
    reason: string,
  ): Promise<void>;
  /** After the cancel has committed: asks the provider to pay it back (a job retries failures). */
  settle(orderId: string): Promise<void>;
  /** The refunds of these orders (one statement for a page of orders), by order id. */
  forOrders(orderIds: readonly string[]): Promise<Map<string, OrderRefund>>;
};

export function createOrdersService(deps: {
  db: Db;
  notifications: NotificationsService;
  refunds?: OrderRefunds;
}) {
  const { db, notifications, refunds } = deps;

  /** The refunds of a page of orders (one statement; none asked when no order is cancelled). */
  async function refundsOf(rows: readonly OrderRow[]): Promise<Map<string, OrderRefund>> {
    const cancelled = rows.filter((r) => r.status === 'cancelled').map((r) => r.id);
    if (!refunds || cancelled.length === 0) return new Map();
    return refunds.forOrders(cancelled);
  }

  /** Order lines in their order, with the names of their sellers (the buyer sees who sells what). */
  async function linesWithSellers(where: SQL) {
    const rows = await db
      .select({ item: orderItems, sellerName })
      .from(orderItems)
      .leftJoin(...joinSeller(orderItems.sellerId))
      .where(where)
      .orderBy(asc(orderItems.position));
    const sellerNames: SellerNames = new Map(
      rows.flatMap((r) =>
        r.item.sellerId && r.sellerName ? [[r.item.sellerId, r.sellerName]] : [],
      ),
    );
    return { items: rows.map((r) => r.item), sellerNames };
  }

  /** Orders with their items and refunds: two statements, three with a cancelled order. */
  async function load(where: SQL, limit = RECENT_ORDERS_MAX): Promise<Order[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    if (rows.length === 0) return [];
    const [lines, paidBack] = await Promise.all([
      linesWithSellers(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      ),
      refundsOf(rows),
    ]);
    return rows.map((row) =>
      toOrder(
        row,
        lines.items.filter((i) => i.orderId === row.id),
        paidBack.get(row.id) ?? null,
        lines.sellerNames,
      ),
    );
  }

  /**
   * Makes the orders a completed payment paid for, one per fulfiller (DESIGN.md "One payment, one
   * order per fulfiller"), inside the caller's transaction (which holds the payment row locked),
   * and tells the buyer once and each fulfilling seller of their own order. Each order's total is
   * its lines' (the contract's `orderTotals`); what was paid now is split across them by the
   * contract's `splitAcrossOrders`, so the parts add up to the payment. The unique (payment,
   * fulfiller) makes a second attempt impossible even outside the lock.
   */
  async function createFromPayment(tx: Executor, input: OrderInput, now: Date): Promise<string[]> {
    const groups = groupByFulfiller(input.lines);
    const totals = groups.map((g) => orderTotals(g.lines));
    const shares = splitAcrossOrders(
      totals.map((t) => t.totalPaise),
      input.advancePaise,
    );
    const made: { id: string; fulfillerId: string | null; lines: OrderLineInput[] }[] = [];
    for (const [index, group] of groups.entries()) {
      const share = shares[index]!;
      const [order] = await tx
        .insert(orders)
        .values({
          userId: input.buyerId,
          paymentId: input.paymentId,
          merchantOrderId: input.merchantOrderId,
          fulfillerId: group.fulfillerId,
          deliveryDetails: input.delivery,
          totalAmountPaise: share.totalPaise,
          deliveryAmountPaise: totals[index]!.deliveryPaise,
          advanceAmountPaise: share.advancePaise,
          remainingAmountPaise: share.remainingPaise,
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
      await tx.insert(orderItems).values(
        group.lines.map(({ fulfillerId: _byOrder, ...line }, position) => ({
          ...line,
          orderId,
          position,
        })),
      );
      made.push({ id: orderId, fulfillerId: group.fulfillerId, lines: group.lines });
    }

    // The notice shows the first order's own first item (a split cart's lines come in any order).
    const first = made[0]!.lines[0]!;
    await notifications.notify(
      [
        {
          userId: input.buyerId,
          type: 'ORDER_PLACED',
          message: buyerOrderNotice(
            made.map((o) => ({ shortId: shortOrderId(o.id), lines: o.lines })),
          ),
          orderId: made[0]!.id,
          productInfo: { name: first.title, imageKey: first.imageKey },
        },
        // A seller buying their own goods needs no news of it.
        ...made.flatMap((order) =>
          order.fulfillerId && order.fulfillerId !== input.buyerId
            ? [
                {
                  userId: order.fulfillerId,
                  type: 'ORDER_RECEIVED' as const,
                  message: sellerOrderNotice(shortOrderId(order.id), order.lines),
                  orderId: order.id,
                  productInfo: { name: order.lines[0]!.title, imageKey: order.lines[0]!.imageKey },
                },
              ]
            : [],
        ),
      ],
      tx,
    );
    return made.map((o) => o.id);
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

  /** The orders a payment made: the shop's first, then the sellers' by id (as `groupByFulfiller`). */
  async function findByPaymentId(paymentId: string, executor: Executor = db): Promise<string[]> {
    const rows = await executor
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .orderBy(sql`${orders.fulfillerId} asc nulls first`);
    return rows.map((r) => r.id);
  }

  /** Several orders (a payment's) in the order of `ids`: one statement for the orders, one for their lines. */
  async function getByIds(ids: readonly string[]): Promise<Order[]> {
    if (ids.length === 0) return [];
    const byId = new Map(
      (await load(inArray(orders.id, [...ids]), ids.length)).map((o) => [o._id, o]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function getById(id: string): Promise<Order | undefined> {
    const [order] = await load(eq(orders.id, id), 1);
    return order;
  }

  /**
   * The customer timeline (spec: accounts-orders §2 /orders): the five steps of the flow, and
   * Cancelled only once it happened, never as a step still to come (docs/decisions/0035).
   */
  async function timeline(id: string, viewer: NonNullable<Viewer>) {
    const order = await getForViewer(id, viewer);
    const reachedIndex = order.status === 'cancelled' ? -1 : ORDER_STATUSES.indexOf(order.status);
    const shown = ORDER_STATUSES.filter((s) => s !== 'cancelled' || order.status === 'cancelled');
    const steps = shown.map((status: OrderStatus, index) => {
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
        spentPaise: sumOf(orders.totalAmountPaise),
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
   * flow, the seller who fulfils the order only pending → confirmed/cancelled and confirmed →
   * cancelled. A cancellation needs a reason and gives the order's accessory units back to stock.
   * Appends statusHistory, keeps the promised delivery date unless the order runs late or an
   * admin sets one (contract `expectedDeliveryAfterMove`), tells the buyer (with the new date
   * when its day changed), all in one
   * transaction. Anyone else, including a seller whose design the shop prints and ships, gets the
   * 404 of a missing order.
   */
  async function changeStatus(
    id: string,
    change: { status: OrderStatus; remark: string; expectedDeliveryDate?: string },
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<Order | SellerOrder> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      if (!actor.isAdmin && order.fulfillerId !== actor.id)
        throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      const role: 'admin' | 'seller' = actor.isAdmin ? 'admin' : 'seller';
      const from = order.status as OrderStatus;
      if (!allowedNextStatuses(from, role).includes(change.status)) {
        throw new AppError('CONFLICT', ORDER_STATUS_MESSAGES.notAllowed(from, change.status));
      }
      if (change.status === 'cancelled' && !change.remark.trim()) {
        const message = ORDER_STATUS_MESSAGES.cancelReasonRequired;
        throw new AppError('VALIDATION', message, [{ field: 'remark', message }]);
      }
      if (change.status === 'cancelled') {
        // The units were taken when it was paid for; a cancelled order gives them back, once
        // (cancelled is final, and the order row is locked).
        const lines = await tx
          .select({
            productType: orderItems.productType,
            accessoryId: orderItems.accessoryId,
            quantity: orderItems.quantity,
            title: orderItems.title,
          })
          .from(orderItems)
          .where(eq(orderItems.orderId, id));
        await releaseStock(tx, lines);
        await refunds?.recordForCancelledOrder(tx, order, actor, change.remark.trim());
      }
      // An admin may set a custom expected delivery on any move but a cancellation (spec §4),
      // read as the delivery-date route reads it and never in the past.
      const customDate =
        role === 'admin' && change.expectedDeliveryDate && change.status !== 'cancelled'
          ? parseDeliveryDate(change.expectedDeliveryDate)
          : null;
      const dateProblem = customDate ? deliveryDateProblem(customDate, now) : null;
      if (dateProblem)
        throw new AppError('VALIDATION', dateProblem, [
          { field: 'expectedDeliveryDate', message: dateProblem },
        ]);
      // The date the buyer was promised holds unless the order runs late or an admin sets one;
      // a move that changes the day says so in the buyer's notice (docs/decisions/0035).
      const nextDelivery =
        customDate ?? expectedDeliveryAfterMove(change.status, order.expectedDeliveryDate, now);
      const final = change.status === 'delivered' || change.status === 'cancelled';
      const dateNews =
        !final && deliveryDayChanged(order.expectedDeliveryDate, nextDelivery)
          ? DELIVERY_DATE_NOTICES.moved(formatShopDate(nextDelivery))
          : '';
      if (actor.isAdmin) {
        await recordAudit(tx, actor, {
          action: 'order.status',
          entityType: 'order',
          entityId: id,
          before: { status: from, expectedDeliveryDate: order.expectedDeliveryDate.toISOString() },
          after: {
            status: change.status,
            remark: change.remark,
            expectedDeliveryDate: nextDelivery.toISOString(),
          },
        });
      }
      await tx
        .update(orders)
        .set({
          status: change.status,
          remark: change.remark || order.remark,
          expectedDeliveryDate: nextDelivery,
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
            message:
              ORDER_STATUS_MESSAGES.buyerNotice(
                shortOrderId(id),
                ORDER_STATUS_LABELS[change.status],
              ) + dateNews,
            orderId: id,
            productInfo: first ? { name: first.title, imageKey: first.imageKey } : null,
          },
        ],
        tx,
      );
    });
    if (change.status === 'cancelled') await refunds?.settle(id);
    if (actor.isAdmin) return (await getById(id))!;
    // The seller sees the order as their sales history does (no buyer account id).
    const [own] = await loadForSeller(actor.id, eq(orders.id, id), 1);
    return own!;
  }

  /** The seller's orders (those they fulfil) in a period; a missing end is open. */
  function sellerScope(sellerId: string, from?: string, to?: string): SQL[] {
    const { start, end } = periodBounds(from, to);
    return [
      eq(orders.fulfillerId, sellerId),
      ...(start ? [gte(orders.createdAt, start)] : []),
      ...(end ? [lt(orders.createdAt, end)] : []),
    ];
  }

  /** Orders with only this seller's lines, newest first. */
  async function loadForSeller(
    sellerId: string,
    where: SQL,
    limit: number,
    offset = 0,
  ): Promise<SellerOrder[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    if (rows.length === 0) return [];
    const [lines, paidBack] = await Promise.all([
      linesWithSellers(
        and(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
          eq(orderItems.sellerId, sellerId),
        )!,
      ),
      refundsOf(rows),
    ]);
    return rows.map((row) =>
      toSellerOrder(
        row,
        lines.items.filter((i) => i.orderId === row.id),
        paidBack.get(row.id) ?? null,
        lines.sellerNames,
      ),
    );
  }

  /** The period's sales (DECISIONS #10): paid orders that are not cancelled; units of own lines. */
  async function sellerSummary(
    sellerId: string,
    from?: string,
    to?: string,
  ): Promise<SellerSalesSummary> {
    const counted = and(...sellerScope(sellerId, from, to), ne(orders.status, 'cancelled'));
    const [[totals], [units]] = await Promise.all([
      db
        .select({
          orders: count(),
          revenuePaise: sumOf(orders.totalAmountPaise),
        })
        .from(orders)
        .where(counted),
      db
        .select({ units: sumOf(orderItems.quantity) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(counted, eq(orderItems.sellerId, sellerId))),
    ]);
    return {
      from: from ?? null,
      to: to ?? null,
      orders: totals?.orders ?? 0,
      units: units?.units ?? 0,
      revenue: toRupees(totals?.revenuePaise ?? 0),
    };
  }

  /** GET /api/orders/seller: the orders the seller fulfils, their own lines, and the summary. */
  async function listForSeller(
    sellerId: string,
    query: SellerOrdersQuery,
  ): Promise<SellerOrdersResponse> {
    const where = and(
      ...sellerScope(sellerId, query.from, query.to),
      ...(query.status ? [eq(orders.status, query.status)] : []),
    )!;
    const [[total], list, summary] = await Promise.all([
      db.select({ n: count() }).from(orders).where(where),
      loadForSeller(sellerId, where, query.limit, (query.page - 1) * query.limit),
      sellerSummary(sellerId, query.from, query.to),
    ]);
    const totalItems = total?.n ?? 0;
    return {
      orders: list,
      pagination: {
        currentPage: query.page,
        totalPages: Math.ceil(totalItems / query.limit),
        totalItems,
        itemsPerPage: query.limit,
      },
      summary,
    };
  }

  /** Every order the seller fulfils in the period (for the CSV), newest first. */
  async function sellerOrdersInPeriod(
    sellerId: string,
    from: string,
    to: string,
  ): Promise<SellerOrder[]> {
    return loadForSeller(
      sellerId,
      and(...sellerScope(sellerId, from, to))!,
      SELLER_EXPORT_MAX_ORDERS,
    );
  }

  return {
    changeStatus,
    createFromPayment,
    listForSeller,
    sellerOrdersInPeriod,
    sellerSummary,
    listMine,
    buyerTotals,
    listRecent,
    getForViewer,
    findByPaymentId,
    getById,
    getByIds,
    timeline,
  };
}
