import {
  CASH_REFUND_MESSAGES,
  describeRefundDestination,
  RETURN_MESSAGES,
  shortOrderId,
  type MarkCashRefundPaidInput,
  type RefundDestination,
  type ReturnRequest,
} from '@campus-threads/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { cashRefunds, type CashRefundRow } from '../../db/schema/returns';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit-log';
import type { EarningsLedger } from '../earnings/earnings-ledger';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Executor, OrderActor } from '../orders/order-refunds';
import { activeAdminIds } from '../users/admin-ids';
import type { ReturnReads } from './return-reads';

/**
 * The part of a return's refund that was paid at the door (docs/decisions/0058): owed by whoever
 * collected the balance, paid outside the shop to the buyer's UPI ID or bank account, and marked
 * paid with its reference. A seller who pays one back holds that much less of the buyer's cash,
 * so the ledger owes them it again (a `cash_refund` entry).
 */

/** What was already owed back in cash of an order's door payment (under the order's row lock). */
export async function cashOwedBackOf(tx: Pick<Executor, 'select'>, orderId: string) {
  const [row] = await tx
    .select({ paise: sumOf(cashRefunds.amountPaise) })
    .from(cashRefunds)
    .where(eq(cashRefunds.orderId, orderId));
  return row?.paise ?? 0;
}

/**
 * In the transaction that marks a return received: the cash refund is recorded once (unique
 * return_id) and whoever owes it is told (the seller, or every admin for the shop).
 */
export async function recordCashRefund(
  tx: Executor,
  notifications: Pick<NotificationsService, 'notify'>,
  owed: {
    returnId: string;
    orderId: string;
    buyerId: string;
    owedBy: string | null;
    amountPaise: number;
    payTo: RefundDestination | null;
    title: string;
    imageKey: string | null;
  },
  now: Date,
): Promise<void> {
  if (owed.amountPaise <= 0) return;
  const [recorded] = await tx
    .insert(cashRefunds)
    .values({
      returnId: owed.returnId,
      orderId: owed.orderId,
      userId: owed.buyerId,
      owedBy: owed.owedBy,
      amountPaise: owed.amountPaise,
      payTo: owed.payTo,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: cashRefunds.id });
  if (!recorded) return;
  const payers = owed.owedBy ? [owed.owedBy] : await activeAdminIds(tx);
  await notifications.notify(
    payers.map((userId) => ({
      userId,
      type: 'RETURN' as const,
      message: CASH_REFUND_MESSAGES.owedNotice(shortOrderId(owed.orderId), owed.amountPaise),
      orderId: owed.orderId,
      productInfo: { name: owed.title, imageKey: owed.imageKey },
    })),
    tx,
  );
}

/** The cash refunds of a page of requests, by return id, in one statement. */
export async function cashRefundsOf(
  executor: Pick<Db, 'select'>,
  returnIds: readonly string[],
): Promise<Map<string, CashRefundRow>> {
  if (returnIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(cashRefunds)
    .where(inArray(cashRefunds.returnId, [...returnIds]));
  return new Map(rows.map((row) => [row.returnId, row]));
}

/** A cash refund as the request's reply carries it. */
export function toCashRefund(row: CashRefundRow | undefined): ReturnRequest['cashRefund'] {
  if (!row) return null;
  return {
    owedBy: row.owedBy,
    state: row.state as 'owed' | 'paid',
    reference: row.reference,
    paidAt: row.paidAt?.toISOString() ?? null,
    payTo: row.payTo ? describeRefundDestination(row.payTo) : null,
  };
}

export function createCashRefunds(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  reads: Pick<ReturnReads, 'getById'>;
  earnings: Pick<EarningsLedger, 'recordCashRefund'>;
}) {
  const { db, notifications, reads } = deps;

  /**
   * PATCH /api/returns/:id/cash-refund (the seller who owes it) and PATCH
   * /api/admin/returns/:id/cash-refund (admins, audited): the cash refund was paid, with its
   * reference. Once: the row is locked, so of two at once the second finds it paid (409). Anyone
   * else gets the 404 of a missing request; a request with nothing owed in cash is a 409.
   */
  async function markPaid(
    returnId: string,
    input: MarkCashRefundPaidInput,
    actor: OrderActor,
    now: Date = new Date(),
  ): Promise<ReturnRequest> {
    if (!isUuid(returnId)) throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
    const found = await db.transaction(async (tx) => {
      const [owed] = await tx
        .select()
        .from(cashRefunds)
        .where(eq(cashRefunds.returnId, returnId))
        .for('update');
      if (owed && !actor.isAdmin && owed.owedBy !== actor.id)
        throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
      if (!owed) return false;
      if (owed.state === 'paid') throw new AppError('CONFLICT', CASH_REFUND_MESSAGES.alreadyPaid);
      await tx
        .update(cashRefunds)
        .set({ state: 'paid', reference: input.reference, paidAt: now, paidBy: actor.id })
        .where(eq(cashRefunds.id, owed.id));
      if (owed.owedBy)
        await deps.earnings.recordCashRefund(
          tx,
          {
            orderId: owed.orderId,
            returnId,
            sellerId: owed.owedBy,
            amountPaise: owed.amountPaise,
            title: CASH_REFUND_MESSAGES.owedLabel(owed.amountPaise),
          },
          now,
        );
      if (actor.isAdmin)
        await recordAudit(tx, actor, {
          action: 'return.cash_refund',
          entityType: 'return',
          entityId: returnId,
          before: { state: 'owed' },
          after: { state: 'paid', reference: input.reference, amountPaise: owed.amountPaise },
        });
      await notifications.notify(
        [
          {
            userId: owed.userId,
            type: 'ORDER_REFUND',
            message: CASH_REFUND_MESSAGES.paidNotice(
              shortOrderId(owed.orderId),
              owed.amountPaise,
              input.reference,
            ),
            orderId: owed.orderId,
          },
        ],
        tx,
      );
      return true;
    });
    // Nothing owed in cash: a 409 for who may see the request, else the 404 of a missing one
    // (read after the transaction: PGlite has one connection).
    if (!found) {
      const visible = await reads.getById(returnId).catch(() => null);
      if (!visible || (!actor.isAdmin && visible.fulfillerId !== actor.id))
        throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
      throw new AppError('CONFLICT', CASH_REFUND_MESSAGES.notOwed);
    }
    return reads.getById(returnId);
  }

  return { markPaid };
}
