import {
  toRupees,
  UNFULFILLED_PAYMENT_MESSAGES,
  formatRupees,
  type OrderRefund,
  type RefundState,
} from '@campus-threads/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { refunds, type RefundRow } from '../../db/schema/refunds';
import { STORED_KINDS_TAKING_FROM_PAID } from './refund-kinds';
import { paidForOrder, type PaidOrder } from './refund-types';

type Reader = Pick<Db, 'select'>;

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    amount: toRupees(row.amountPaise),
    status: row.state as RefundState,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * What is left of what the order was paid online (its advance, or its total) once the provider's
 * refunds recorded so far are taken off (refund-kinds.ts `takesFromPaid`). Read under the order's
 * row lock, so two returns never both take the same rest.
 */
export async function onlineLeftFor(
  executor: Reader,
  order: Pick<PaidOrder, 'id' | 'partialPayment' | 'advanceAmountPaise' | 'totalAmountPaise'>,
): Promise<number> {
  const [before] = await executor
    .select({ paise: sumOf(refunds.amountPaise) })
    .from(refunds)
    .where(
      and(eq(refunds.orderId, order.id), inArray(refunds.kind, STORED_KINDS_TAKING_FROM_PAID)),
    );
  return Math.max(0, paidForOrder(order) - (before?.paise ?? 0));
}

/**
 * The cancel refunds of a page of orders, in one statement (a drop's tier difference is told in
 * the order's history, not as its refund).
 */
export async function cancelRefundsOf(
  executor: Reader,
  orderIds: readonly string[],
): Promise<Map<string, OrderRefund>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), eq(refunds.kind, 'cancel')));
  return new Map(rows.flatMap((r) => (r.orderId ? [[r.orderId, toOrderRefund(r)]] : [])));
}

/** The refund of a payment that made no order (it has no order id). */
export const unfulfilled = (paymentId: string) =>
  and(eq(refunds.paymentId, paymentId), isNull(refunds.orderId));

/** What the payment page says of a payment that made no order. */
export async function unfulfilledPaymentNotice(
  executor: Reader,
  paymentId: string,
): Promise<string | null> {
  const [row] = await executor.select().from(refunds).where(unfulfilled(paymentId)).limit(1);
  if (!row) return null;
  const amount = formatRupees(row.amountPaise);
  return row.state === 'COMPLETED'
    ? UNFULFILLED_PAYMENT_MESSAGES.refundDone(row.reason, amount)
    : UNFULFILLED_PAYMENT_MESSAGES.refunding(row.reason, amount);
}
