import {
  DROP_MESSAGES,
  allowedNextStatuses,
  isHeldByDrop,
  courierName,
  DELIVERY_DATE_NOTICES,
  deliveryDateProblem,
  deliveryDayChanged,
  expectedDeliveryAfterMove,
  formatShopDate,
  isFinalOrderStatus,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  parseDeliveryDate,
  SHIPMENT_MESSAGES,
  shipmentErrors,
  shortOrderId,
  type Order,
  type OrderStatus,
  type SellerOrder,
} from '@campus-threads/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import { cancelOrderEffects } from './order-cancel';
import type { OrderEarnings } from './order-earnings';
import type { OrderInvoices } from './order-invoices';
import type { OrderReads } from './order-reads';
import type { OrderActor, OrderRefunds } from './order-refunds';

/**
 * A status change: where to, the remark for the buyer, an admin's own expected delivery, and the
 * courier and tracking number a move to `shipped` needs (docs/decisions/0048).
 */
type OrderStatusChange = {
  status: OrderStatus;
  remark: string;
  expectedDeliveryDate?: string;
  courier?: string;
  trackingNumber?: string;
};

/** The courier and tracking number of a move to `shipped`, or a 422 naming what is missing. */
function shipmentOf(change: OrderStatusChange): { courier: string; trackingNumber: string } {
  const problems = shipmentErrors(change);
  const errors = Object.entries(problems).map(([field, message]) => ({ field, message }));
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);
  return { courier: courierName(change.courier!), trackingNumber: change.trackingNumber!.trim() };
}

/** The order flow: moving an order from one status to the next. */
export function createOrderStatusService(deps: {
  db: Db;
  notifications: NotificationsService;
  refunds?: OrderRefunds;
  reads: OrderReads;
  /** The sellers' ledger (modules/earnings through app/services.ts; docs/decisions/0048). */
  earnings?: OrderEarnings;
  /** Credit notes of cancelled invoiced orders (modules/invoices; docs/decisions/0050). */
  invoices?: OrderInvoices;
}) {
  const { db, notifications, refunds, reads, earnings, invoices } = deps;

  /**
   * Moves an order along the spec's flow (contract allowedNextStatuses): admins along the whole
   * flow, the seller who fulfils the order too but cancelling only before it is shipped. A
   * cancellation needs a reason, gives the order's accessory units back to stock and reverses the
   * sellers' unpaid earnings; shipping needs the courier and tracking number, kept on the order
   * and told to the buyer; delivery starts the earnings' hold (docs/decisions/0048). Appends
   * statusHistory, keeps the promised delivery date unless the order runs late or an admin sets
   * one (contract `expectedDeliveryAfterMove`), tells the buyer (with the new date when its day
   * changed), all in one transaction. Anyone else, including a seller whose design the shop
   * prints and ships, gets the 404 of a missing order.
   */
  async function changeStatus(
    id: string,
    change: OrderStatusChange,
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
      // A drop's held order waits for the closing job (or the drop's cancel), which decides it
      // with its places, its tier price and its refund (docs/decisions/0049).
      if (isHeldByDrop({ dropId: order.dropId, status: from }))
        throw new AppError('CONFLICT', DROP_MESSAGES.heldUntilClose);
      if (!allowedNextStatuses(from, role).includes(change.status)) {
        throw new AppError('CONFLICT', ORDER_STATUS_MESSAGES.notAllowed(from, change.status));
      }
      if (change.status === 'cancelled' && !change.remark.trim()) {
        const message = ORDER_STATUS_MESSAGES.cancelReasonRequired;
        throw new AppError('VALIDATION', message, [{ field: 'remark', message }]);
      }
      // Every fulfiller, an admin too, says who carries the parcel (docs/decisions/0048).
      const shipment = change.status === 'shipped' ? shipmentOf(change) : null;
      const refundedPaise =
        change.status === 'cancelled'
          ? await cancelOrderEffects(tx, order, actor, change.remark.trim(), now, {
              refunds,
              earnings,
              invoices,
            })
          : 0;
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
      const dateNews =
        !isFinalOrderStatus(change.status) &&
        deliveryDayChanged(order.expectedDeliveryDate, nextDelivery)
          ? DELIVERY_DATE_NOTICES.moved(formatShopDate(nextDelivery))
          : '';
      const shipmentNews = shipment
        ? ` ${SHIPMENT_MESSAGES.shippedWith(shipment.courier, shipment.trackingNumber)}`
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
            ...shipment,
          },
        });
      }
      // The sellers' earnings of a delivered order wait out the return window from now.
      if (change.status === 'delivered') await earnings?.startHold(tx, id, now);
      await tx
        .update(orders)
        .set({
          status: change.status,
          remark: change.remark || order.remark,
          expectedDeliveryDate: nextDelivery,
          ...(shipment ? { ...shipment, shippedAt: now } : {}),
          ...(change.status === 'delivered' ? { deliveredAt: now } : {}),
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
              ) +
              shipmentNews +
              dateNews,
            orderId: id,
            productInfo: first ? { name: first.title, imageKey: first.imageKey } : null,
            // A refunded cancel is e-mailed once, by its refund (docs/decisions/0054).
            ...(refundedPaise > 0 ? { email: false as const } : {}),
          },
        ],
        tx,
      );
    });
    if (change.status === 'cancelled') await refunds?.settle(id);
    if (actor.isAdmin) return (await reads.getById(id))!;
    // The seller sees the order as their sales history does (no buyer account id).
    const [own] = await reads.loadForSeller(actor.id, eq(orders.id, id), 1);
    return own!;
  }

  return { changeStatus };
}
