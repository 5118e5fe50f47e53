import {
  CASH_REFUND_MESSAGES,
  RETURN_MESSAGES,
  shortOrderId,
  type MarkCashRefundPaidInput,
  type RefundDestination,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { sumOf } from '../../db/money-sql';
import { cashRefunds, type CashRefundRow } from '../../db/schema/refunds';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import { activeAdminIds } from '../users/admin-ids';
import type { Executor, RefundActor } from './refund-types';

/**
 * The `cash_owed` kind (refund-kinds.ts): the part of a return's refund that was paid at the door
 * (docs/decisions/0058), owed by whoever collected the balance, paid outside the shop to the
 * buyer's UPI ID or bank account, and marked paid with its reference. Never through the provider.
 */

/** The cash owed back for one received return. */
export type CashOwedToRecord = {
  kind: 'cash_owed';
  returnId: string;
  order: { id: string; userId: string; fulfillerId: string | null };
  amountPaise: number;
  payTo: RefundDestination | null;
  /** The first returned line, for the payer's notice. */
  title: string;
  imageKey: string | null;
  now: Date;
};

/** What was already owed back in cash of an order's door payment (under the order's row lock). */
export async function cashOwedBackOf(tx: Pick<Executor, 'select'>, orderId: string) {
  const [row] = await tx
    .select({ paise: sumOf(cashRefunds.amountPaise) })
    .from(cashRefunds)
    .where(eq(cashRefunds.orderId, orderId));
  return row?.paise ?? 0;
}

/**
 * In the transaction that marks a return received: recorded once (unique return_id), and whoever
 * owes it is told (the seller, or every admin for the shop). Answers the paise recorded.
 */
export async function recordCashOwed(
  tx: Executor,
  notifications: Pick<NotificationsService, 'notify'>,
  owed: CashOwedToRecord,
): Promise<number> {
  if (owed.amountPaise <= 0) return 0;
  const [recorded] = await tx
    .insert(cashRefunds)
    .values({
      returnId: owed.returnId,
      orderId: owed.order.id,
      userId: owed.order.userId,
      owedBy: owed.order.fulfillerId,
      amountPaise: owed.amountPaise,
      payTo: owed.payTo,
      createdAt: owed.now,
    })
    .onConflictDoNothing()
    .returning({ id: cashRefunds.id });
  if (!recorded) return 0;
  const payers = owed.order.fulfillerId ? [owed.order.fulfillerId] : await activeAdminIds(tx);
  await notifications.notify(
    payers.map((userId) => ({
      userId,
      type: 'RETURN' as const,
      message: CASH_REFUND_MESSAGES.owedNotice(shortOrderId(owed.order.id), owed.amountPaise),
      orderId: owed.order.id,
      productInfo: { name: owed.title, imageKey: owed.imageKey },
    })),
    tx,
  );
  return owed.amountPaise;
}

/**
 * The cash owed for a return, locked to mark it paid: of two marks at once the second finds it
 * paid (409); anyone but who owes it and admins gets the 404 of a missing request. Null: nothing
 * is owed in cash for that return.
 */
export async function lockCashOwed(
  tx: Executor,
  returnId: string,
  actor: RefundActor,
): Promise<CashRefundRow | null> {
  const [owed] = await tx
    .select()
    .from(cashRefunds)
    .where(eq(cashRefunds.returnId, returnId))
    .for('update');
  if (!owed) return null;
  if (!actor.isAdmin && owed.owedBy !== actor.id)
    throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
  if (owed.state === 'paid') throw new AppError('CONFLICT', CASH_REFUND_MESSAGES.alreadyPaid);
  return owed;
}

/** Marks the cash owed paid with its reference (an admin's mark audited) and tells the buyer. */
export async function markCashPaid(
  tx: Executor,
  notifications: Pick<NotificationsService, 'notify'>,
  owed: CashRefundRow,
  input: MarkCashRefundPaidInput,
  actor: RefundActor,
  now: Date,
): Promise<void> {
  await tx
    .update(cashRefunds)
    .set({ state: 'paid', reference: input.reference, paidAt: now, paidBy: actor.id })
    .where(eq(cashRefunds.id, owed.id));
  if (actor.isAdmin)
    await recordAudit(tx, actor, {
      action: 'return.cash_refund',
      entityType: 'return',
      entityId: owed.returnId,
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
}
