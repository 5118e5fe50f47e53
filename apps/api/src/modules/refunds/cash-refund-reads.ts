import { describeRefundDestination, type ReturnRequest } from '@campus-threads/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashRefunds, type CashRefundRow } from '../../db/schema/refunds';

/** A return's cash owed as stored, for the returns module's replies. */
export type CashOwedRow = CashRefundRow;

/** The cash owed of a page of return requests, by return id, in one statement. */
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

/** A return's cash owed as the request's reply carries it. */
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

/**
 * The cash owed per return of some orders, paid and still owed, as a subquery another module's
 * read joins on `returnId` (a return owes cash once), so its page stays one statement.
 */
export function cashByReturn(executor: Pick<Db, 'select'>, orderIds: readonly string[]) {
  return executor
    .select({
      returnId: cashRefunds.returnId,
      paidPaise:
        sql<string>`coalesce(sum(${cashRefunds.amountPaise}) filter (where ${cashRefunds.state} = 'paid'), 0)`.as(
          'cash_paid_paise',
        ),
      owedPaise:
        sql<string>`coalesce(sum(${cashRefunds.amountPaise}) filter (where ${cashRefunds.state} = 'owed'), 0)`.as(
          'cash_owed_paise',
        ),
    })
    .from(cashRefunds)
    .where(inArray(cashRefunds.orderId, [...orderIds]))
    .groupBy(cashRefunds.returnId)
    .as('cash_by_return');
}
