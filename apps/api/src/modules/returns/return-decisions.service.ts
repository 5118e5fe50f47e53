import {
  allowedReturnMoves,
  balanceDuePaise,
  splitReturnRefund,
  RETURN_MESSAGES,
  shortOrderId,
  type MoveReturnInput,
  type ReturnRequest,
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
import type { EarningsLedger } from '../earnings/earnings-ledger';
import type { InvoicesService } from '../invoices/invoices.service';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  creditOrderBalance,
  lockReturnableOrder,
  type ReturnableLine,
  type ReturnableOrder,
} from '../orders/order-return-facts';
import type { Executor, OrderActor } from '../orders/order-refunds';
import { createReplacementOrder } from '../orders/replacement-order';
import type { Refunds } from '../refunds/refunds.service';
import { cashOwedBackOf, recordCashRefund } from './cash-refunds';
import type { ReturnReads } from './return-reads';

export type ReturnDecisionDeps = {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  reads: Pick<ReturnReads, 'getById'>;
  /** payments' refunds: recorded in the move's transaction, asked of the provider after it. */
  refunds: Pick<Refunds, 'record' | 'onlineLeftFor' | 'settle'>;
  /** The sellers' ledger (earnings), in the move's transaction. */
  earnings: Pick<EarningsLedger, 'reverseLines'>;
  /** Credit notes (invoices), in the move's transaction. */
  invoices: Pick<InvoicesService, 'issueReturnCreditNote'>;
};

/** A line of a request with the order line it sends back. */
type RequestLine = { item: ReturnItemRow; line: ReturnableLine };

/** What a move did besides the status, for the request row, the audit and the buyer. */
type Effects = {
  replacementOrderId?: string;
  refundedPaise?: number;
  cashRefundPaise?: number;
  balanceCreditPaise?: number;
};

/** Units of each line that received returns brought back before this one. */
async function unitsBack(tx: Pick<Executor, 'select'>, orderId: string, exceptId: string) {
  const rows = await tx
    .select({ orderItemId: returnItems.orderItemId, units: sumOf(returnItems.quantity) })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        eq(returnRequests.type, 'return'),
        eq(returnRequests.status, 'received'),
        ne(returnRequests.id, exceptId),
      ),
    )
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.units]));
}

/**
 * The fulfiller's (or an admin's) side: deciding a request and recording the goods back
 * (docs/decisions/0052).
 */
export function createReturnDecisions(deps: ReturnDecisionDeps) {
  const { db, notifications, reads } = deps;

  /** The lines of a request with the order's lines (their prices), in the order's order. */
  async function linesOf(
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

  /**
   * An approved exchange makes its ₹0 replacement order (an accessory's unit taken from stock,
   * or a 409 "Out of Stock"); a received return is refunded once (capped at what is left of what
   * the order was paid) and its sellers' earnings for those lines reversed. Its credit note is
   * `move`'s last step (`creditNoteFor`), as the credit-note series' row stays locked to the commit.
   */
  async function effectsOf(
    tx: Executor,
    request: ReturnRequestRow,
    order: ReturnableOrder,
    lines: readonly RequestLine[],
    to: ReturnStatus,
    actor: OrderActor,
    now: Date,
  ): Promise<Effects> {
    if (to === 'approved' && request.type === 'exchange') {
      const replacementOrderId = await createReplacementOrder(
        tx,
        {
          originalOrderId: order.id,
          lines: lines.map(({ item }) => ({
            orderItemId: item.orderItemId,
            quantity: item.quantity,
            size: item.exchangeSize,
          })),
          actorId: actor.id,
        },
        now,
        notifications,
      );
      return { replacementOrderId };
    }
    if (to === 'received' && request.type === 'return') {
      const valuePaise = lines.reduce(
        (sum, { item, line }) => sum + line.unitPricePaise * item.quantity,
        0,
      );
      // What the buyer paid for these units comes back whole (docs/decisions/0058): off the
      // balance still due, then online, then in cash for what was paid at the door. One statement
      // after the other: a transaction's connection runs one at a time.
      const before = await unitsBack(tx, order.id, request.id);
      const everyUnitBack = order.lines.every((line) => {
        const now = lines.find((l) => l.line.id === line.id)?.item.quantity ?? 0;
        return (before.get(line.id) ?? 0) + now >= line.quantity;
      });
      const onlineLeftPaise = await deps.refunds.onlineLeftFor(tx, order);
      const doorLeftPaise =
        (order.balanceCollectedPaise ?? 0) - (await cashOwedBackOf(tx, order.id));
      const split = splitReturnRefund({
        valuePaise,
        onlineLeftPaise,
        dueLeftPaise: balanceDuePaise({
          partialPayment: order.partialPayment,
          remainingPaise: order.remainingAmountPaise,
          balanceCreditedPaise: order.balanceCreditedPaise,
          balanceCollected: order.balanceCollectedPaise !== null,
          cancelled: order.status === 'cancelled',
        }),
        doorLeftPaise,
        everyUnitBack,
      });
      await creditOrderBalance(tx, order.id, split.balanceCreditPaise);
      const refundedPaise = await deps.refunds.record(tx, {
        kind: 'return',
        order,
        returnId: request.id,
        amountPaise: split.onlinePaise,
        reason: RETURN_MESSAGES.refundReason(shortOrderId(order.id)),
        actor,
      });
      const first = lines[0]?.line;
      await recordCashRefund(
        tx,
        notifications,
        {
          returnId: request.id,
          orderId: order.id,
          buyerId: order.userId,
          owedBy: order.fulfillerId,
          amountPaise: split.cashPaise,
          payTo: request.refundTo,
          title: first?.title ?? '',
          imageKey: first?.imageKey ?? null,
        },
        now,
      );
      await deps.earnings.reverseLines(
        tx,
        order.id,
        lines.map(({ item, line }) => ({
          orderItemId: item.orderItemId,
          unitPricePaise: line.unitPricePaise,
          quantity: item.quantity,
        })),
        now,
      );
      return {
        refundedPaise,
        cashRefundPaise: split.cashPaise,
        balanceCreditPaise: split.balanceCreditPaise,
      };
    }
    return {};
  }

  /**
   * PATCH /api/admin/returns/:id (admins, audited) and PATCH /api/returns/:id (the seller who
   * fulfils the order; anyone else, and a seller on the shop's own orders, gets the 404 of a
   * missing request). Moves by the contract's `allowedReturnMoves` (409 otherwise), in one
   * transaction under the request's row lock, then the order's: two moves at once are one after
   * the other, and the second finds the status already changed (two "received" refund once). The
   * timeline grows by one step and the buyer is told. A refund is asked of the provider after the
   * commit, as for a cancel.
   */
  async function move(
    id: string,
    change: MoveReturnInput,
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<ReturnRequest> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
    const refundedOrder = await db.transaction(async (tx) => {
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
      const order = await lockReturnableOrder(tx, request.orderId);
      if (!order) throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
      const lines = await linesOf(tx, request, order);
      const effects = await effectsOf(tx, request, order, lines, change.status, actor, now);
      const refundedPaise = effects.refundedPaise;
      if (actor.isAdmin)
        await recordAudit(tx, actor, {
          action: 'return.status',
          entityType: 'return',
          entityId: request.id,
          before: { status: from },
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
      const first = lines[0]?.line;
      await notifications.notify(
        [
          {
            userId: request.userId,
            type: 'RETURN',
            message: RETURN_MESSAGES.statusNotice(
              shortOrderId(order.id),
              request.type as ReturnType,
              change.status,
              change.remark,
            ),
            orderId: order.id,
            productInfo: first ? { name: first.title, imageKey: first.imageKey } : null,
            // Goods received and refunded: the refund's e-mail tells it once (decision 0054).
            ...(refundedPaise ? { email: false as const } : {}),
          },
        ],
        tx,
      );
      // The goods back: a credit note of the returned lines against the order's invoice.
      if (refundedPaise !== undefined)
        await deps.invoices.issueReturnCreditNote(
          tx,
          {
            orderId: order.id,
            returnId: request.id,
            lines: lines.map(({ item }) => ({
              orderItemId: item.orderItemId,
              quantity: item.quantity,
            })),
            refundedPaise,
            cashRefundPaise: effects.cashRefundPaise ?? 0,
            balanceCreditPaise: effects.balanceCreditPaise ?? 0,
            reason: request.reason,
          },
          now,
        );
      return refundedPaise ? order.id : null;
    });
    if (refundedOrder) await deps.refunds.settle(refundedOrder);
    return reads.getById(id);
  }

  return { move };
}
