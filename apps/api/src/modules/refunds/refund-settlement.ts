import { formatRupees, shortOrderId } from '@campus-threads/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds, type RefundRow } from '../../db/schema/refunds';
import { loggableError } from '../../lib/database-errors';
import type { Logger } from '../../lib/logger';
import { payersOf } from '../payments/payment-lookups';
import {
  PaymentProviderError,
  type PaymentProvider,
  type RefundStatus,
} from '../payments/providers/payment-provider';
import type { RefundNotices } from './refund-notices';
import { unfulfilled } from './refund-reads';

/** How many pending refunds one run of the job asks the provider about. */
const RETRY_BATCH = 20;

/**
 * When the job may ask about a refund again, counted from its creation by how often it was asked:
 * a minute after it was recorded (the event itself asks at once), then after 1, 2, 4, ... minutes,
 * at most an hour apart. No extra column: attempts and created_at are enough.
 */
function dueBy(now: Date) {
  const a = refunds.attempts;
  return sql`${refunds.createdAt} + (case when ${a} = 0 then 1 when ${a} <= 6 then power(2, ${a}) - 1 else 63 + 60 * (${a} - 6) end) * interval '1 minute' <= ${now.toISOString()}::timestamptz`;
}

/**
 * Paying back what was recorded (docs/decisions/0022): after the event's transaction commits it
 * asks the provider at once; `retryPending`, the periodic job, asks again until it answers. A
 * refund is claimed by counting its attempt in the same statement, so two API processes never
 * ask about the same one at once, and its answer is applied only to a refund still PENDING.
 */
export function createRefundSettlement(deps: {
  db: Db;
  provider: PaymentProvider;
  notices: RefundNotices;
  log?: Logger;
}) {
  const { db, provider, notices, log } = deps;

  /** The provider's answer, applied once, telling the buyer when the money is back. */
  async function apply(
    row: RefundRow,
    payer: { userId: string; merchantOrderId: string },
    status: RefundStatus,
    now: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const providerRefundId = status.providerRefundId ?? row.providerRefundId;
      const change =
        status.state === 'COMPLETED'
          ? { state: 'COMPLETED', completedAt: now, providerRefundId, lastError: null }
          : status.state === 'FAILED'
            ? { state: 'FAILED', providerRefundId, lastError: 'The provider declined the refund' }
            : { providerRefundId };
      const [updated] = await tx
        .update(refunds)
        .set(change)
        .where(and(eq(refunds.id, row.id), eq(refunds.state, 'PENDING')))
        .returning({ id: refunds.id });
      if (!updated || status.state !== 'COMPLETED') return false;
      await notices.completed(tx, row, payer.userId, {
        ref: row.orderId ? shortOrderId(row.orderId) : payer.merchantOrderId,
        amount: formatRupees(row.amountPaise),
        reason: row.reason,
      });
      return true;
    });
  }

  /** Asks the provider about claimed refunds (attempts already counted). Returns how many completed. */
  async function attempt(claimed: RefundRow[], now: Date): Promise<number> {
    if (claimed.length === 0) return 0;
    const payers = await payersOf(
      db,
      claimed.map((r) => r.paymentId),
    );
    let completed = 0;
    for (const row of claimed) {
      try {
        if (row.provider !== provider.name)
          throw new PaymentProviderError(
            `The payment was made with ${row.provider}, which is not the configured provider`,
            false,
          );
        const payer = payers.get(row.paymentId)!;
        const status = row.providerRefundId
          ? await provider.getRefundStatus(row.merchantRefundId)
          : await provider.refund({
              merchantRefundId: row.merchantRefundId,
              merchantOrderId: payer.merchantOrderId,
              amountPaise: row.amountPaise,
            });
        if (await apply(row, payer, status, now)) completed += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log?.warn(
          {
            err: loggableError(error),
            orderId: row.orderId,
            paymentId: row.paymentId,
            attempts: row.attempts,
          },
          'refund not settled yet',
        );
        await db
          .update(refunds)
          .set({ lastError: message.slice(0, 500) })
          .where(and(eq(refunds.id, row.id), eq(refunds.state, 'PENDING')));
      }
    }
    return completed;
  }

  /** Claims the pending refunds `which` names and asks about them. Never throws: the job retries. */
  async function settleWhere(which: SQL | undefined, context: object, now: Date): Promise<void> {
    try {
      const claimed = await db
        .update(refunds)
        .set({ attempts: sql`${refunds.attempts} + 1` })
        .where(and(which, eq(refunds.state, 'PENDING')))
        .returning();
      await attempt(claimed, now);
    } catch (error) {
      log?.error({ err: loggableError(error), ...context }, 'refund settle failed');
    }
  }

  /** Right after the event that owes the order's refunds commits. */
  const settle = (orderId: string, now: Date = new Date()) =>
    settleWhere(eq(refunds.orderId, orderId), { orderId }, now);

  /** Right after a payment that made no order is settled. */
  const settleUnfulfilledPayment = (paymentId: string, now: Date = new Date()) =>
    settleWhere(unfulfilled(paymentId), { paymentId }, now);

  /**
   * Claims due pending refunds (rows locked with SKIP LOCKED, so two API processes never take the
   * same refund) and asks the provider about them.
   */
  async function retryPending(now: Date = new Date()): Promise<number> {
    const due = db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.state, 'PENDING'), dueBy(now)))
      .orderBy(asc(refunds.createdAt))
      .limit(RETRY_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1` })
      .where(and(inArray(refunds.id, due), eq(refunds.state, 'PENDING')))
      .returning();
    return attempt(claimed, now);
  }

  return {
    settle: (orderId: string) => settle(orderId),
    settleUnfulfilledPayment: (paymentId: string) => settleUnfulfilledPayment(paymentId),
    retryPending,
  };
}
