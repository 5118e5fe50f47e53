import {
  allowedReturnMoves,
  RETURN_MESSAGES,
  shortOrderId,
  type MoveReturnInput,
  type ReturnStatus,
  type ReturnType,
} from '@campus-threads/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import {
  returnItems,
  returnRequests,
  type ReturnItemRow,
  type ReturnRequestRow,
} from '../../db/schema/returns';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReturnableLine, ReturnableOrder } from '../orders/order-return-facts';
import type { OrderActor } from '../orders/order-refunds';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * The returns module's steps of deciding a request and recording the goods back
 * (docs/decisions/0052); the move-return flow (apps/api/src/flows) puts them in order with the
 * orders', refunds', earnings' and invoices' steps.
 */

/** A line of a request with the order line it sends back. */
export type RequestLine = { item: ReturnItemRow; line: ReturnableLine };

/** What a move did besides the status, for the request row, the audit and the buyer. */
export type ReturnEffects = {
  replacementOrderId?: string;
  refundedPaise?: number;
  cashRefundPaise?: number;
  balanceCreditPaise?: number;
};

/**
 * The request, locked: admins decide every request, the seller who fulfils the order theirs
 * (anyone else, and a seller on the shop's own orders, gets the 404 of a missing request); the
 * move must be in the contract's `allowedReturnMoves` (409 otherwise). Two moves at once are one
 * after the other, and the second finds the status already changed.
 */
export async function lockRequestToMove(
  tx: Executor,
  id: string,
  change: MoveReturnInput,
  actor: OrderActor,
): Promise<ReturnRequestRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  if (!request || (!actor.isAdmin && request.fulfillerId !== actor.id))
    throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
  const from = request.status as ReturnStatus;
  if (!allowedReturnMoves(from).includes(change.status))
    throw new AppError('CONFLICT', RETURN_MESSAGES.moveNotAllowed(from, change.status));
  return request;
}

/** The lines of a request with the order's lines (their prices), in the order's order. */
export async function requestLinesOf(
  tx: Executor,
  request: ReturnRequestRow,
  order: ReturnableOrder,
): Promise<RequestLine[]> {
  const items = await tx.select().from(returnItems).where(eq(returnItems.returnId, request.id));
  return items
    .flatMap((item) => {
      const line = order.lines.find((l) => l.id === item.orderItemId);
      return line ? [{ item, line }] : [];
    })
    .sort((a, b) => a.line.position - b.line.position);
}

/** Whether, with this request's lines, every unit of the order has come back. */
export async function everyUnitBackWith(
  tx: Executor,
  order: ReturnableOrder,
  request: ReturnRequestRow,
  lines: readonly RequestLine[],
): Promise<boolean> {
  const rows = await tx
    .select({ orderItemId: returnItems.orderItemId, units: sumOf(returnItems.quantity) })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(
      and(
        eq(returnRequests.orderId, order.id),
        eq(returnRequests.type, 'return'),
        eq(returnRequests.status, 'received'),
        ne(returnRequests.id, request.id),
      ),
    )
    .groupBy(returnItems.orderItemId);
  const before = new Map(rows.map((r) => [r.orderItemId, r.units]));
  return order.lines.every((line) => {
    const now = lines.find((l) => l.line.id === line.id)?.item.quantity ?? 0;
    return (before.get(line.id) ?? 0) + now >= line.quantity;
  });
}

/** The move written: status, a timeline step, what it did; an admin's audited. */
export async function recordReturnMove(
  tx: Executor,
  request: ReturnRequestRow,
  change: MoveReturnInput,
  actor: OrderActor,
  effects: ReturnEffects,
  now: Date,
): Promise<void> {
  if (actor.isAdmin)
    await recordAudit(tx, actor, {
      action: 'return.status',
      entityType: 'return',
      entityId: request.id,
      before: { status: request.status },
      after: { status: change.status, remark: change.remark, ...effects },
    });
  await tx
    .update(returnRequests)
    .set({
      status: change.status,
      timeline: [
        ...request.timeline,
        { status: change.status, at: now.toISOString(), remark: change.remark, by: actor.id },
      ],
      ...(effects.replacementOrderId ? { replacementOrderId: effects.replacementOrderId } : {}),
      ...(effects.refundedPaise !== undefined
        ? {
            refundedPaise: effects.refundedPaise,
            cashRefundPaise: effects.cashRefundPaise ?? 0,
            balanceCreditPaise: effects.balanceCreditPaise ?? 0,
          }
        : {}),
    })
    .where(eq(returnRequests.id, request.id));
}

/** The buyer hears of the move (quietly when a refund's e-mail will tell it, decision 0054). */
export async function tellBuyerOfReturnMove(
  tx: Executor,
  notifications: Pick<NotificationsService, 'notify'>,
  request: ReturnRequestRow,
  lines: readonly RequestLine[],
  change: MoveReturnInput,
  quiet: boolean,
): Promise<void> {
  const first = lines[0]?.line;
  await notifications.notify(
    [
      {
        userId: request.userId,
        type: 'RETURN',
        message: RETURN_MESSAGES.statusNotice(
          shortOrderId(request.orderId),
          request.type as ReturnType,
          change.status,
          change.remark,
        ),
        orderId: request.orderId,
        productInfo: first ? { name: first.title, imageKey: first.imageKey } : null,
        ...(quiet ? { email: false as const } : {}),
      },
    ],
    tx,
  );
}
