import {
  allowedNextStatuses,
  courierName,
  DELIVERY_DATE_NOTICES,
  deliveryDateProblem,
  deliveryDayChanged,
  DROP_MESSAGES,
  formatShopDate,
  isFinalOrderStatus,
  isHeldByDrop,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  parseDeliveryDate,
  SHIPMENT_MESSAGES,
  shipmentErrors,
  shortOrderId,
  type OrderStatus,
} from '@campus-threads/contract';
import { asc, eq } from 'drizzle-orm';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Executor, OrderActor } from './order-refunds';

/**
 * The orders module's steps of a move made by the people who fulfil orders (an admin, or the
 * seller who fulfils it): finding and locking the order, checking the change, the audit and the
 * buyer's notice. The flows above the modules (apps/api/src/flows) put them in order.
 */

/** A status change as PATCH /api/orders/{id}/status asks for it. */
export type OrderStatusChange = {
  status: OrderStatus;
  remark: string;
  expectedDeliveryDate?: string;
  courier?: string;
  trackingNumber?: string;
};

/** A change once checked: who moves it, the courier of a shipment, an admin's own date. */
export type CheckedChange = {
  mover: 'admin' | 'seller';
  remark: string;
  shipment: { courier: string; trackingNumber: string } | null;
  customDate: Date | null;
};

/** The order, locked for the rest of the transaction; the 404 of a missing order for anyone else. */
export async function lockOrderFor(
  tx: Executor,
  id: string,
  may: (order: OrderRow) => boolean,
): Promise<OrderRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order || !may(order)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return order;
}

/** Admins move every order; a seller only those they fulfil (not the shop's Print & Delivery). */
export const fulfilledBy = (actor: OrderActor) => (order: OrderRow) =>
  actor.isAdmin || order.fulfillerId === actor.id;

/** The courier and tracking number of a move to `shipped`, or a 422 naming what is missing. */
function shipmentOf(change: OrderStatusChange): { courier: string; trackingNumber: string } {
  const problems = shipmentErrors(change);
  const errors = Object.entries(problems).map(([field, message]) => ({ field, message }));
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);
  return { courier: courierName(change.courier!), trackingNumber: change.trackingNumber!.trim() };
}

/**
 * What a fulfiller's change needs before anything moves: a drop's held order waits for its
 * closing (409), as does a move the contract's table does not allow; a cancellation needs a
 * reason; shipping needs the courier and tracking number; an admin may set an expected delivery
 * on any move but a cancellation, never in the past.
 */
export function checkChange(
  order: OrderRow,
  change: OrderStatusChange,
  actor: OrderActor,
  now: Date,
): CheckedChange {
  const mover = actor.isAdmin ? 'admin' : 'seller';
  if (isHeldByDrop({ dropId: order.dropId, status: order.status as OrderStatus }))
    throw new AppError('CONFLICT', DROP_MESSAGES.heldUntilClose);
  const from = order.status as OrderStatus;
  if (!allowedNextStatuses(from, mover).includes(change.status))
    throw new AppError('CONFLICT', ORDER_STATUS_MESSAGES.notAllowed(from, change.status));
  if (change.status === 'cancelled' && !change.remark.trim()) {
    const message = ORDER_STATUS_MESSAGES.cancelReasonRequired;
    throw new AppError('VALIDATION', message, [{ field: 'remark', message }]);
  }
  const shipment = change.status === 'shipped' ? shipmentOf(change) : null;
  const customDate =
    mover === 'admin' && change.expectedDeliveryDate && change.status !== 'cancelled'
      ? parseDeliveryDate(change.expectedDeliveryDate)
      : null;
  const dateProblem = customDate ? deliveryDateProblem(customDate, now) : null;
  if (dateProblem)
    throw new AppError('VALIDATION', dateProblem, [
      { field: 'expectedDeliveryDate', message: dateProblem },
    ]);
  const remark = change.status === 'cancelled' ? change.remark.trim() : change.remark;
  return { mover, remark, shipment, customDate };
}

/** An admin's move, in the audit log with what it changed. */
export async function auditMove(
  tx: Executor,
  actor: OrderActor,
  before: OrderRow,
  after: OrderRow,
  checked: CheckedChange,
): Promise<void> {
  if (!actor.isAdmin) return;
  await recordAudit(tx, actor, {
    action: 'order.status',
    entityType: 'order',
    entityId: before.id,
    before: {
      status: before.status,
      expectedDeliveryDate: before.expectedDeliveryDate.toISOString(),
    },
    after: {
      status: after.status,
      remark: checked.remark,
      expectedDeliveryDate: after.expectedDeliveryDate.toISOString(),
      ...checked.shipment,
    },
  });
}

/** The order's first line, as the bell shows an order. */
export async function firstLineOf(tx: Executor, orderId: string) {
  const [first] = await tx
    .select({ title: orderItems.title, imageKey: orderItems.imageKey })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
    .limit(1);
  return first ? { name: first.title, imageKey: first.imageKey } : null;
}

/**
 * The buyer hears of the move, with the courier of a shipment and the new date when its day
 * changed. `quiet`: a refunded cancel is e-mailed once, by its refund (docs/decisions/0054).
 */
export async function tellBuyerOfMove(
  tx: Executor,
  notifications: Pick<NotificationsService, 'notify'>,
  before: OrderRow,
  after: OrderRow,
  options: { shipment: CheckedChange['shipment']; quiet: boolean },
): Promise<void> {
  const to = after.status as OrderStatus;
  const dateNews =
    !isFinalOrderStatus(to) &&
    deliveryDayChanged(before.expectedDeliveryDate, after.expectedDeliveryDate)
      ? DELIVERY_DATE_NOTICES.moved(formatShopDate(after.expectedDeliveryDate))
      : '';
  const shipmentNews = options.shipment
    ? ` ${SHIPMENT_MESSAGES.shippedWith(options.shipment.courier, options.shipment.trackingNumber)}`
    : '';
  await notifications.notify(
    [
      {
        userId: after.userId,
        type: 'ORDER_STATUS',
        message:
          ORDER_STATUS_MESSAGES.buyerNotice(shortOrderId(after.id), ORDER_STATUS_LABELS[to]) +
          shipmentNews +
          dateNews,
        orderId: after.id,
        productInfo: await firstLineOf(tx, after.id),
        ...(options.quiet ? { email: false as const } : {}),
      },
    ],
    tx,
  );
}
