import { eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { safeNumber, sumOf } from './money-sql';
import { orders } from './schema/orders';
import { refunds } from './schema/refunds';
import { cashRefunds } from './schema/refunds';

/**
 * Revenue net of refunds, written once (docs/decisions/0057): every figure of money the shop took
 * (the admin dashboard's revenue and chart, the sellers' Sales, the CSV exports) reads it from here,
 * so a new way of paying money back is added in this one file.
 *
 * This file is in db/, not a module: it reads the orders' table (modules/orders) and the refunds'
 * (modules/payments) and the cash refunds' (modules/returns), which no single module may join (scripts/eslint/module-owns-tables.js).
 */

/**
 * What has been paid back, or is owed back, per order: every refund of every kind (`cancel`,
 * `drop_tier`, `return`) whatever its state, and every cash refund of a return paid partly at the
 * door, owed or paid (docs/decisions/0058): a refund still pending, or one the provider declined
 * and an admin must settle, is the buyer's money, not the shop's. A payment that could make no
 * order has no order and no revenue; its refund (order_id null) is left out with it.
 */
const refundRows = new QueryBuilder()
  .select({
    orderId: sql<string>`${refunds.orderId}`.as('order_id'),
    paise: sql<number>`${refunds.amountPaise}`.as('amount_paise'),
  })
  .from(refunds)
  .where(isNotNull(refunds.orderId))
  .unionAll(
    new QueryBuilder()
      .select({
        orderId: sql<string>`${cashRefunds.orderId}`.as('order_id'),
        paise: sql<number>`${cashRefunds.amountPaise}`.as('amount_paise'),
      })
      .from(cashRefunds),
  )
  .as('refund_rows');

export const orderRefunded = new QueryBuilder()
  .select({
    orderId: sql<string>`${refundRows.orderId}`.as('refunded_order_id'),
    paise: sql<number>`sum(${refundRows.paise})`.as('refunded_paise'),
  })
  .from(refundRows)
  .groupBy(refundRows.orderId)
  .as('order_refunded');

/** Join `order_refunded` to `orders` (left join: most orders have no refund). */
export const joinRefunded = [orderRefunded, eq(orderRefunded.orderId, orders.id)] as const;

/** What an order brought in so far: its advance and any balance collected, or its total. */
export const receivedPaise: SQL = sql`(case when ${orders.partialPayment}
  then ${orders.advanceAmountPaise} + coalesce(${orders.balanceCollectedPaise}, 0)
  else ${orders.totalAmountPaise} end)`;

/** What the refunds of an order add up to (needs `joinRefunded`). */
export const refundedPaise: SQL = sql`coalesce(${orderRefunded.paise}, 0)`;

/** What the shop keeps of an order: received less refunded (needs `joinRefunded`). */
export const netRevenuePaise: SQL = sql`(${receivedPaise} - ${refundedPaise})`;

/** `sum(net revenue)` of the rows matched, as a JS number (needs `joinRefunded`). */
export function sumNetRevenue(filter?: SQL): SQL<number> {
  return sumOf(netRevenuePaise, filter);
}

export type OrderMoney = { receivedPaise: number; refundedPaise: number; netPaise: number };

/** Received, refunded and net of some orders (one statement), by order id: the CSVs' cells. */
export async function orderMoney(
  db: Pick<Db, 'select'>,
  orderIds: readonly string[],
): Promise<Map<string, OrderMoney>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      received: sql`${receivedPaise}`.mapWith(safeNumber),
      refunded: sql`${refundedPaise}`.mapWith(safeNumber),
    })
    .from(orders)
    .leftJoin(...joinRefunded)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        receivedPaise: r.received,
        refundedPaise: r.refunded,
        netPaise: r.received - r.refunded,
      },
    ]),
  );
}
