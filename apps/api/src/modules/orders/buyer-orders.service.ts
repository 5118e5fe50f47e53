import {
  type LastDeliveryResponse,
  customizationFeePaise,
  deliveryWindowEnd,
  DROP_JOIN_MAIL,
  DROP_MESSAGES,
  expectedDeliveryDate,
  formatShopDateTime,
  isFinalOrderStatus,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  orderTotals,
  shortOrderId,
  splitAcrossOrders,
  timelineSteps,
  type DeliveryZone,
  type Order,
  type OrderTimelineResponse,
} from '@campus-threads/contract';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { orderItems, orders, type DeliveryDetails } from '../../db/schema/orders';
import type { Viewer } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { PurchasedLine } from '../../lib/purchased-line';
import type {
  NotificationEmail,
  NotificationsService,
} from '../notifications/notifications.service';
import type { EarningLine } from './order-earnings';
import { buyerOrderNotice, sellerOrderNotice } from './order-notices';
import type { OrderReads } from './order-reads';
import type { Executor } from './order-refunds';

/** One line of a new order: what was bought, from whom, at which prices (paise). */
export type OrderLineInput = PurchasedLine & {
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
  /** The campus drop the payment joined: its orders wait for the drop to close (docs/decisions/0049). */
  dropId?: string | null;
  /** Each fulfiller's parcel as priced at checkout (decision 0066); empty for older payments. */
  parcels?: readonly OrderParcel[];
  /** That drop as its join e-mail names it (decision 0054); payments read it from the drops module. */
  drop?: JoinedDrop | null;
};

/** A fulfiller's parcel: its zone, pickup PIN, weight and the delivery window promised. */
export type OrderParcel = {
  fulfillerId: string | null;
  zone: DeliveryZone;
  pickupPinCode: string;
  weightGrams: number;
  from: string;
  to: string;
};

/** What a buyer who joins a drop is told of it. */
export type JoinedDrop = { title: string; slug: string; deadline: Date; minQuantity: number };

export type { DeliveryDetails };

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

/** A new order and its lines as the sellers' ledger reads them. */
export type MadeOrder = { id: string; earningLines: EarningLine[] };

/** A line of a new order as the sellers' ledger needs it. */
function earningLine(
  line: OrderLineInput,
  orderItemId: string,
  fulfillerId: string | null,
): EarningLine {
  return {
    orderItemId,
    sellerId: line.sellerId,
    title: line.title,
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    customizationPaise: customizationFeePaise(line),
    deliveryPricePaise: line.deliveryPricePaise,
    fulfilledByShop: fulfillerId === null && line.productType === 'tshirt',
  };
}

/** The buyer's side of orders: making them from a payment, and reading them back. */
export function createBuyerOrdersService(deps: {
  db: Db;
  notifications: NotificationsService;
  reads: OrderReads;
}) {
  const { db, notifications, reads } = deps;
  const { load, getById } = reads;

  /**
   * Makes the orders a completed payment paid for, one per fulfiller (DESIGN.md "One payment, one
   * order per fulfiller"), inside the caller's transaction (which holds the payment row locked),
   * and tells the buyer once and each fulfilling seller of their own order. Each order's total is
   * its lines' (the contract's `orderTotals`); what was paid now is split across them by the
   * contract's `splitAcrossOrders`, so the parts add up to the payment. The unique (payment,
   * fulfiller) makes a second attempt impossible even outside the lock. Answers each order with
   * its lines as the sellers' ledger reads them (the complete-payment flow records them).
   */
  async function createFromPayment(
    tx: Executor,
    input: OrderInput,
    now: Date,
  ): Promise<MadeOrder[]> {
    const groups = groupByFulfiller(input.lines);
    const totals = groups.map((g) => orderTotals(g.lines));
    const shares = splitAcrossOrders(
      totals.map((t) => t.totalPaise),
      input.advancePaise,
    );
    const made: (MadeOrder & { fulfillerId: string | null; lines: OrderLineInput[] })[] = [];
    for (const [index, group] of groups.entries()) {
      const share = shares[index]!;
      const parcel = input.parcels?.find((p) => p.fulfillerId === group.fulfillerId);
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
          dropId: input.dropId ?? null,
          remark: input.dropId ? DROP_MESSAGES.waitingToClose : null,
          statusHistory: [
            {
              status: 'pending',
              timestamp: now.toISOString(),
              remark: input.dropId ? DROP_MESSAGES.waitingToClose : 'Order placed',
              updatedBy: null,
            },
          ],
          // The window promised at checkout. A drop's order is printed once the drop closes, so it
          // (and an order placed before zone pricing) keeps the spec's days from its status.
          expectedDeliveryDate:
            parcel && !input.dropId
              ? deliveryWindowEnd(parcel)
              : expectedDeliveryDate('pending', now),
          ...(parcel
            ? {
                deliveryZone: parcel.zone,
                pickupPinCode: parcel.pickupPinCode,
                parcelWeightGrams: parcel.weightGrams,
                ...(input.dropId ? {} : { deliveryFrom: parcel.from, deliveryTo: parcel.to }),
              }
            : {}),
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      const items = await tx
        .insert(orderItems)
        .values(
          group.lines.map(({ fulfillerId: _byOrder, ...line }, position) => ({
            ...line,
            orderId,
            position,
          })),
        )
        .returning({ id: orderItems.id, position: orderItems.position });
      const itemIds = new Map(items.map((item) => [item.position, item.id]));
      made.push({
        id: orderId,
        fulfillerId: group.fulfillerId,
        lines: group.lines,
        // The shop's order holds the Print & Delivery t-shirts, whose designers earn a royalty.
        earningLines: group.lines.map((line, position) =>
          earningLine(line, itemIds.get(position)!, group.fulfillerId),
        ),
      });
    }

    // The notice shows the first order's own first item (a split cart's lines come in any order).
    const first = made[0]!.lines[0]!;
    const drop = input.dropId ? (input.drop ?? null) : null;
    await notifications.notify(
      [
        {
          userId: input.buyerId,
          type: 'ORDER_PLACED',
          message: drop
            ? DROP_MESSAGES.joinedBuyer(drop.title, shortOrderId(made[0]!.id))
            : buyerOrderNotice(made.map((o) => ({ shortId: shortOrderId(o.id), lines: o.lines }))),
          orderId: made[0]!.id,
          productInfo: { name: first.title, imageKey: first.imageKey },
          // Joining a drop is not a confirmed order: the e-mail says what happens next.
          ...(drop ? { email: joinedDropEmail(drop, shortOrderId(made[0]!.id)) } : {}),
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
    return made.map(({ id, earningLines }) => ({ id, earningLines }));
  }

  async function listMine(userId: string): Promise<Order[]> {
    return load(eq(orders.userId, userId));
  }

  /**
   * GET /api/orders/last-delivery: the delivery details of the buyer's newest order (not a ₹0
   * replacement), which checkout offers as "Use my last address" (decision 0056); null with none.
   */
  async function lastDelivery(userId: string): Promise<LastDeliveryResponse> {
    const [row] = await db
      .select({ details: orders.deliveryDetails })
      .from(orders)
      .where(and(eq(orders.userId, userId), isNull(orders.replacesOrderId)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    if (!row) return { deliveryDetails: null };
    const d = row.details;
    return {
      deliveryDetails: {
        fullName: d.fullName,
        phone: d.phone,
        email: d.email,
        address: d.address,
        pinCode: d.pinCode,
        district: d.district,
        state: d.state,
      },
    };
  }

  /** The buyer and admins may read an order; anyone else gets the same 404 as a missing id. */
  async function getForViewer(id: string, viewer: NonNullable<Viewer>): Promise<Order> {
    const [order] = isUuid(id) ? await load(eq(orders.id, id), 1) : [];
    if (!order || (order.userId !== viewer.id && !viewer.isAdmin))
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    return order;
  }

  /**
   * The orders a payment made: the shop's first, then the sellers' by id (as `groupByFulfiller`).
   * A size exchange's ₹0 replacement rides on its original's payment but was not made by it.
   */
  async function findByPaymentId(paymentId: string, executor: Executor = db): Promise<string[]> {
    const rows = await executor
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentId, paymentId), isNull(orders.replacesOrderId)))
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

  /**
   * The customer timeline (spec: accounts-orders §2 /orders), the contract's `timelineSteps` as
   * the order card shows it: the five steps of the flow, and Cancelled only once it happened
   * (docs/decisions/0035). The reply lists the steps in the statuses' order (Cancelled last), each
   * reached once passed or recorded in the history.
   */
  async function timeline(id: string, viewer: NonNullable<Viewer>): Promise<OrderTimelineResponse> {
    const order = await getForViewer(id, viewer);
    const steps = timelineSteps(order)
      .sort((a, b) => ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status))
      .map((step) => ({
        status: step.status,
        label: step.label,
        reached: step.state === 'done' || step.state === 'current' || step.timestamp !== null,
        current: step.state === 'current',
        timestamp: step.timestamp,
        remark: step.remark,
      }));
    return {
      orderId: order._id,
      status: order.status,
      expectedDeliveryDate: isFinalOrderStatus(order.status) ? null : order.expectedDeliveryDate,
      steps,
    };
  }

  /** Orders that count for totals (DECISIONS.md row 10): paid, not cancelled. */
  async function buyerTotals(userId: string) {
    const [row] = await db
      .select({
        orders: count(),
        spentPaise: sumOf(orders.totalAmountPaise),
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          ne(orders.status, 'cancelled'),
          // A size exchange's ₹0 replacement is not another order bought (docs/decisions/0057).
          isNull(orders.replacesOrderId),
        ),
      );
    return { orders: row?.orders ?? 0, spentPaise: row?.spentPaise ?? 0 };
  }

  async function listRecent(userId: string, limit: number): Promise<Order[]> {
    return load(eq(orders.userId, userId), limit);
  }

  return {
    createFromPayment,
    listMine,
    lastDelivery,
    buyerTotals,
    listRecent,
    getForViewer,
    findByPaymentId,
    getById,
    getByIds,
    timeline,
  };
}

/** The join e-mail (decision 0054): the drop, the hold until its deadline, and the refund rule. */
function joinedDropEmail(drop: JoinedDrop, orderShortId: string): NotificationEmail {
  return {
    subject: DROP_JOIN_MAIL.subject(drop.title),
    heading: DROP_JOIN_MAIL.heading,
    paragraphs: [
      `${DROP_MESSAGES.joinedBuyer(drop.title, orderShortId)}.`,
      DROP_JOIN_MAIL.hold(formatShopDateTime(drop.deadline), drop.minQuantity),
      DROP_JOIN_MAIL.refundRule,
    ],
    footnote: DROP_JOIN_MAIL.invoiceLater,
    action: { label: DROP_JOIN_MAIL.viewDrop, path: `/drop/${drop.slug}` },
    attachments: [],
  };
}
