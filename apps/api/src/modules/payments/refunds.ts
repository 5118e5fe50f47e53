import {
  formatRupees,
  REFUND_NOTICES,
  shortOrderId,
  toRupees,
  type OrderRefund,
  type RefundNoticeKind,
  type RefundState,
  UNFULFILLED_PAYMENT_MESSAGES,
} from '@campus-threads/contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds, type PaymentRow, type RefundRow } from '../../db/schema/payments';
import { sumOf } from '../../db/money-sql';
import { loggableError } from '../../lib/database-errors';
import type { Logger } from '../../lib/logger';
import { recordAudit } from '../audit/audit-log';
import type {
  NotificationEmail,
  NotificationsService,
} from '../notifications/notifications.service';
import type { OrderActor, OrderRefunds, RefundableOrder } from '../orders/order-refunds';
import {
  PaymentProviderError,
  type PaymentProvider,
  type RefundStatus,
} from './providers/payment-provider';

/** A transaction (or the database) that can run the cancel's statements. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** How many pending refunds one run of the job asks the provider about. */
const RETRY_BATCH = 20;

/**
 * Our id for an order's refund at the provider: one per order, so asking again (a retry, a second
 * process) is the same refund there too. "RF" + the order's uuid without dashes: 34 characters of
 * letters and digits (PhonePe allows 63 of letters, digits, "_" and "-").
 */
export function merchantRefundIdFor(orderId: string): string {
  return `RF${orderId.replace(/-/g, '').toUpperCase()}`;
}

/** The tier difference of a drop's order (docs/decisions/0049): one per order, beside its cancel's. */
export function merchantRefundIdForTier(orderId: string): string {
  return `RD${orderId.replace(/-/g, '').toUpperCase()}`;
}

/** A received return's refund (docs/decisions/0052): one per return request. */
export function merchantRefundIdForReturn(returnId: string): string {
  return `RR${returnId.replace(/-/g, '').toUpperCase()}`;
}

/** The refund of a payment that made no order: one per payment, like an order's. */
export function merchantRefundIdForPayment(paymentId: string): string {
  return `RP${paymentId.replace(/-/g, '').toUpperCase()}`;
}

/** What was paid for an order: its share of the 50% advance when paid in part, else its total. */
export function paidForOrder(
  order: Pick<RefundableOrder, 'partialPayment' | 'advanceAmountPaise' | 'totalAmountPaise'>,
): number {
  return order.partialPayment ? order.advanceAmountPaise : order.totalAmountPaise;
}

/**
 * When the job may ask about a refund again, counted from its creation by how often it was asked:
 * a minute after it was recorded (the cancel itself asks at once), then after 1, 2, 4, ... minutes,
 * at most an hour apart. No extra column: attempts and created_at are enough.
 */
function dueBy(now: Date) {
  const a = refunds.attempts;
  return sql`${refunds.createdAt} + (case when ${a} = 0 then 1 when ${a} <= 6 then power(2, ${a}) - 1 else 63 + 60 * (${a} - 6) end) * interval '1 minute' <= ${now.toISOString()}::timestamptz`;
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    amount: toRupees(row.amountPaise),
    status: row.state as RefundState,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A completed payment that can make no order (docs/decisions/0030). */
export type UnfulfilledPayment = Pick<
  PaymentRow,
  'id' | 'userId' | 'provider' | 'merchantOrderId' | 'amountPaise'
>;

/** A received return to pay back (modules/returns, docs/decisions/0052). */
export type ReturnRefund = {
  returnId: string;
  /** The returned lines' price (paise), before the cap. */
  amountPaise: number;
  reason: string;
};

export type Refunds = OrderRefunds & {
  /**
   * In the transaction that marks a return received (the request's and the order's rows locked):
   * records the returned goods' refund once (unique return_id), capped at what the order was paid
   * less what was already refunded of it. Answers the amount recorded (0: nothing recorded).
   */
  recordForReturn(
    tx: Executor,
    order: RefundableOrder,
    returned: ReturnRefund,
    actor: OrderActor | null,
  ): Promise<number>;
  /**
   * What is left of what the order was paid online (its advance, or its total) once the provider's
   * refunds recorded so far are taken off (a drop's tier difference was paid back off a total that
   * already dropped to the tier's price, so it does not count). Read under the order's row lock.
   */
  onlineLeftFor(
    tx: Executor,
    order: Pick<
      RefundableOrder,
      'id' | 'partialPayment' | 'advanceAmountPaise' | 'totalAmountPaise'
    >,
  ): Promise<number>;
  /** Asks the provider about pending refunds that are due (the periodic job). Returns how many settled. */
  retryPending(now?: Date): Promise<number>;
  /**
   * In the transaction that settles the payment (row locked): records that the whole payment is
   * owed back, once, and tells the buyer why (`reason`, from UNFULFILLED_PAYMENT_MESSAGES).
   */
  recordForUnfulfilledPayment(
    tx: Executor,
    payment: UnfulfilledPayment,
    reason: string,
  ): Promise<void>;
  /** After that transaction commits: asks the provider to pay it back (the job retries). Never throws. */
  settleUnfulfilledPayment(paymentId: string): Promise<void>;
  /** What the payment page says of a payment that made no order. */
  unfulfilledPaymentNotice(paymentId: string): Promise<string | null>;
};

/**
 * Refunds of cancelled paid orders (docs/decisions/0022): recorded PENDING in the
 * cancel's transaction (one per order: unique order_id), paid back by the provider after it
 * commits, and retried by `retryPending` until the provider answers.
 */
export function createRefunds(deps: {
  db: Db;
  provider: PaymentProvider;
  notifications: NotificationsService;
  /** Whether the order's cancel (or the return's) has its credit note (modules/invoices). */
  creditNoteIssued?: (
    executor: Executor,
    orderId: string,
    returnId: string | null,
  ) => Promise<boolean>;
  log?: Logger;
}): Refunds {
  const { db, provider, notifications, log } = deps;

  /** The bell when a refund is recorded; its one e-mail waits for the provider (decision 0054). */
  async function notifyStarted(
    tx: Executor,
    order: Pick<RefundableOrder, 'id' | 'userId'>,
    kind: RefundNoticeKind,
    amountPaise: number,
    reason: string,
  ): Promise<void> {
    const facts = { ref: shortOrderId(order.id), amount: formatRupees(amountPaise), reason };
    await notifications.notify(
      [
        {
          userId: order.userId,
          type: 'ORDER_REFUND',
          message: REFUND_NOTICES[kind].started(facts),
          orderId: order.id,
          email: false,
        },
      ],
      tx,
    );
  }

  /**
   * The refund's one e-mail, when it completes (docs/decisions/0054): its kind's words, and what
   * documents it: a cancel's or a return's credit note, a drop's invoice at the tier's price.
   */
  async function completedEmail(
    tx: Executor,
    row: RefundRow,
    kind: RefundNoticeKind,
    facts: Parameters<(typeof REFUND_NOTICES)[RefundNoticeKind]['done']>[0],
  ): Promise<NotificationEmail> {
    const texts = REFUND_NOTICES[kind];
    const attachments =
      row.orderId === null
        ? []
        : kind === 'drop_tier'
          ? [{ kind: 'invoice' as const, orderId: row.orderId }]
          : (await deps.creditNoteIssued?.(tx, row.orderId, row.returnId))
            ? [{ kind: 'credit_note' as const, orderId: row.orderId, returnId: row.returnId }]
            : [];
    return {
      subject: texts.subject(facts),
      heading: texts.heading,
      paragraphs: texts.paragraphs(facts),
      footnote: attachments.length > 0 ? texts.attached : '',
      attachments,
    };
  }

  async function recordForCancelledOrder(
    tx: Executor,
    order: RefundableOrder,
    actor: OrderActor | null,
    reason: string,
  ): Promise<number> {
    const amountPaise = paidForOrder(order);
    if (amountPaise <= 0) return 0;
    const [payment] = await tx
      .select({ provider: payments.provider, state: payments.state })
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    // Orders are made only by completed payments; anything else has nothing to pay back.
    if (payment?.state !== 'COMPLETED') return 0;
    const merchantRefundId = merchantRefundIdFor(order.id);
    const [recorded] = await tx
      .insert(refunds)
      .values({
        merchantRefundId,
        orderId: order.id,
        paymentId: order.paymentId,
        provider: payment.provider,
        amountPaise,
        reason,
        kind: 'cancel',
        requestedBy: actor?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return 0;
    if (actor?.isAdmin) {
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: null,
        after: {
          amount: toRupees(amountPaise),
          state: recorded.state,
          merchantRefundId,
          reason,
        },
      });
    }
    await notifyStarted(tx, order, 'cancel', amountPaise, reason);
    return amountPaise;
  }

  /**
   * In the closing job's transaction (order row locked): the part of the price the drop's tier
   * took off, owed back once (unique order and kind). The buyer hears of it with the drop's news.
   */
  async function recordTierDifference(
    tx: Executor,
    order: Pick<RefundableOrder, 'id' | 'paymentId'>,
    amountPaise: number,
    reason: string,
  ): Promise<boolean> {
    if (amountPaise <= 0) return false;
    const [payment] = await tx
      .select({ provider: payments.provider, state: payments.state })
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    if (payment?.state !== 'COMPLETED') return false;
    const [recorded] = await tx
      .insert(refunds)
      .values({
        merchantRefundId: merchantRefundIdForTier(order.id),
        orderId: order.id,
        paymentId: order.paymentId,
        provider: payment.provider,
        amountPaise,
        reason,
        kind: 'drop_tier',
      })
      .onConflictDoNothing()
      .returning({ id: refunds.id });
    return Boolean(recorded);
  }

  async function onlineLeftFor(
    tx: Executor,
    order: Pick<
      RefundableOrder,
      'id' | 'partialPayment' | 'advanceAmountPaise' | 'totalAmountPaise'
    >,
  ): Promise<number> {
    const [before] = await tx
      .select({ paise: sumOf(refunds.amountPaise) })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), ne(refunds.kind, 'drop_tier')));
    return Math.max(0, paidForOrder(order) - (before?.paise ?? 0));
  }

  async function recordForReturn(
    tx: Executor,
    order: RefundableOrder,
    returned: ReturnRefund,
    actor: OrderActor | null,
  ): Promise<number> {
    const [payment] = await tx
      .select({ provider: payments.provider, state: payments.state })
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    if (payment?.state !== 'COMPLETED') return 0;
    // Never more than is left of the online payment; the order's row lock keeps two returns from
    // both taking the same rest.
    const amountPaise = Math.min(returned.amountPaise, await onlineLeftFor(tx, order));
    if (amountPaise <= 0) return 0;
    const merchantRefundId = merchantRefundIdForReturn(returned.returnId);
    const [recorded] = await tx
      .insert(refunds)
      .values({
        merchantRefundId,
        orderId: order.id,
        paymentId: order.paymentId,
        provider: payment.provider,
        amountPaise,
        reason: returned.reason,
        kind: 'return',
        returnId: returned.returnId,
        requestedBy: actor?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return 0;
    if (actor?.isAdmin) {
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: null,
        after: {
          amount: toRupees(amountPaise),
          state: recorded.state,
          merchantRefundId,
          reason: returned.reason,
          returnId: returned.returnId,
        },
      });
    }
    await notifyStarted(tx, order, 'return', amountPaise, returned.reason);
    return amountPaise;
  }

  /** The provider's answer, applied once (only to a refund still PENDING), telling the buyer when it is done. */
  async function apply(
    row: RefundRow,
    { userId: buyerId, merchantOrderId }: { userId: string; merchantOrderId: string },
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
      // A payment that made no order is paid back whole; an order's refund by its kind.
      const kind: RefundNoticeKind = row.orderId ? row.kind : 'payment';
      const facts = {
        ref: row.orderId ? shortOrderId(row.orderId) : merchantOrderId,
        amount: formatRupees(row.amountPaise),
        reason: row.reason,
      };
      await notifications.notify(
        [
          {
            userId: buyerId,
            type: 'ORDER_REFUND',
            message: REFUND_NOTICES[kind].done(facts),
            orderId: row.orderId,
            email: await completedEmail(tx, row, kind, facts),
          },
        ],
        tx,
      );
      return true;
    });
  }

  /** Asks the provider about claimed refunds (attempts already counted). Returns how many completed. */
  async function attempt(claimed: RefundRow[], now: Date): Promise<number> {
    if (claimed.length === 0) return 0;
    const paid = await db
      .select({
        id: payments.id,
        merchantOrderId: payments.merchantOrderId,
        userId: payments.userId,
      })
      .from(payments)
      .where(
        inArray(
          payments.id,
          claimed.map((r) => r.paymentId),
        ),
      );
    const byId = new Map(paid.map((p) => [p.id, p]));
    let completed = 0;
    for (const row of claimed) {
      const payment = byId.get(row.paymentId)!;
      try {
        if (row.provider !== provider.name)
          throw new PaymentProviderError(
            `The payment was made with ${row.provider}, which is not the configured provider`,
            false,
          );
        const status = row.providerRefundId
          ? await provider.getRefundStatus(row.merchantRefundId)
          : await provider.refund({
              merchantRefundId: row.merchantRefundId,
              merchantOrderId: payment.merchantOrderId,
              amountPaise: row.amountPaise,
            });
        if (await apply(row, payment, status, now)) completed += 1;
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

  /** Right after the cancel commits. Never throws: the cancel stands, and the job retries. */
  async function settle(orderId: string, now: Date = new Date()): Promise<void> {
    try {
      const claimed = await db
        .update(refunds)
        .set({ attempts: sql`${refunds.attempts} + 1` })
        .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'PENDING')))
        .returning();
      await attempt(claimed, now);
    } catch (error) {
      log?.error({ err: loggableError(error), orderId }, 'refund settle failed');
    }
  }

  async function recordForUnfulfilledPayment(
    tx: Executor,
    payment: UnfulfilledPayment,
    reason: string,
  ): Promise<void> {
    const [recorded] = await tx
      .insert(refunds)
      .values({
        merchantRefundId: merchantRefundIdForPayment(payment.id),
        orderId: null,
        paymentId: payment.id,
        provider: payment.provider,
        amountPaise: payment.amountPaise,
        reason,
      })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return;
    await notifications.notify(
      [
        {
          userId: payment.userId,
          type: 'ORDER_REFUND',
          message: REFUND_NOTICES.payment.started({
            ref: payment.merchantOrderId,
            amount: formatRupees(payment.amountPaise),
            reason,
          }),
          orderId: null,
          email: false,
        },
      ],
      tx,
    );
  }

  const unfulfilled = (paymentId: string) =>
    and(eq(refunds.paymentId, paymentId), isNull(refunds.orderId));

  async function settleUnfulfilledPayment(paymentId: string, now: Date = new Date()) {
    try {
      const claimed = await db
        .update(refunds)
        .set({ attempts: sql`${refunds.attempts} + 1` })
        .where(and(unfulfilled(paymentId), eq(refunds.state, 'PENDING')))
        .returning();
      await attempt(claimed, now);
    } catch (error) {
      log?.error({ err: loggableError(error), paymentId }, 'refund settle failed');
    }
  }

  async function unfulfilledPaymentNotice(paymentId: string): Promise<string | null> {
    const [row] = await db.select().from(refunds).where(unfulfilled(paymentId)).limit(1);
    if (!row) return null;
    const amount = formatRupees(row.amountPaise);
    return row.state === 'COMPLETED'
      ? UNFULFILLED_PAYMENT_MESSAGES.refundDone(row.reason, amount)
      : UNFULFILLED_PAYMENT_MESSAGES.refunding(row.reason, amount);
  }

  /**
   * Claims due pending refunds (counting the attempt in the same statement, rows locked with SKIP
   * LOCKED, so two API processes never take the same refund) and asks the provider about them.
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

  /**
   * The cancel refunds of a page of orders, in one statement (a drop's tier difference is told in
   * the order's history, not as its refund).
   */
  async function forOrders(orderIds: readonly string[]): Promise<Map<string, OrderRefund>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.orderId, [...orderIds]), eq(refunds.kind, 'cancel')));
    return new Map(rows.flatMap((r) => (r.orderId ? [[r.orderId, toOrderRefund(r)]] : [])));
  }

  return {
    recordForCancelledOrder,
    recordTierDifference,
    recordForReturn,
    onlineLeftFor,
    settle: (orderId) => settle(orderId),
    retryPending,
    forOrders,
    recordForUnfulfilledPayment,
    settleUnfulfilledPayment: (paymentId) => settleUnfulfilledPayment(paymentId),
    unfulfilledPaymentNotice,
  };
}
