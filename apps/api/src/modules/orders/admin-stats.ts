import { toRupees, type DailyPoint } from '@campus-threads/contract';
import { and, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { joinRefunded, sumNetRevenue } from '../../db/net-revenue';
import { orders } from '../../db/schema/orders';

/**
 * Order figures for the admin dashboard (DECISIONS.md row 10: every order row is a paid order). Orders
 * counted leave out cancelled ones and ₹0 replacements of size exchanges. Revenue is money the
 * shop keeps: what was paid online and the balances of advances collected at the door
 * (docs/decisions/0048), less every refund (db/net-revenue.ts, docs/decisions/0057); a cancelled
 * order is left out (its refund paid back the rest).
 */
export type OrderTotals = {
  orders: number;
  revenuePaise: number;
  /** The remaining amounts of counted advance orders whose balance is not collected yet. */
  balanceToCollectPaise: number;
  last30Orders: number;
  previous30Orders: number;
  last30RevenuePaise: number;
  previous30RevenuePaise: number;
};

/** Cancelled orders are left out (their refund paid back all they brought in). */
const notCancelled = ne(orders.status, 'cancelled');

/** Of those, an order counts as one unless it is the ₹0 replacement of a size exchange. */
const counted = sql`${isNull(orders.replacesOrderId)}`;

/** An advance order whose balance is still to be collected at the door. */
const balanceOwed = sql`${orders.partialPayment} and ${orders.balanceCollectedAt} is null`;

/** All-time totals and the two 30-day windows, in one pass over the counted orders. */
export async function orderTotals(
  db: Pick<Db, 'select'>,
  windows: { last30Start: Date; previous30Start: Date; end: Date },
): Promise<OrderTotals> {
  const inLast = sql`${orders.createdAt} >= ${windows.last30Start.toISOString()} and ${orders.createdAt} < ${windows.end.toISOString()}`;
  const inPrevious = sql`${orders.createdAt} >= ${windows.previous30Start.toISOString()} and ${orders.createdAt} < ${windows.last30Start.toISOString()}`;
  const int = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);
  const [row] = await db
    .select({
      orders: int(sql`count(*) filter (where ${counted})`),
      revenuePaise: sumNetRevenue(),
      balanceToCollectPaise: sumOf(
        sql`greatest(${orders.remainingAmountPaise} - ${orders.balanceCreditedPaise}, 0)`,
        sql`${counted} and ${balanceOwed}`,
      ),
      last30Orders: int(sql`count(*) filter (where ${counted} and ${inLast})`),
      previous30Orders: int(sql`count(*) filter (where ${counted} and ${inPrevious})`),
      last30RevenuePaise: sumNetRevenue(inLast),
      previous30RevenuePaise: sumNetRevenue(inPrevious),
    })
    .from(orders)
    .leftJoin(...joinRefunded)
    .where(notCancelled);
  return {
    orders: row?.orders ?? 0,
    revenuePaise: row?.revenuePaise ?? 0,
    balanceToCollectPaise: row?.balanceToCollectPaise ?? 0,
    last30Orders: row?.last30Orders ?? 0,
    previous30Orders: row?.previous30Orders ?? 0,
    last30RevenuePaise: row?.last30RevenuePaise ?? 0,
    previous30RevenuePaise: row?.previous30RevenuePaise ?? 0,
  };
}

/**
 * Counted orders and the revenue (as `orderTotals` counts them, on the day the order was made) per
 * India day (UTC+05:30 all year, so a fixed offset is exact and needs no time-zone data) from
 * `start` on; days without orders are simply absent.
 */
export async function dailyOrderTotals(db: Pick<Db, 'select'>, start: Date): Promise<DailyPoint[]> {
  const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      orders: sql<number>`count(*) filter (where ${counted})`.mapWith(Number),
      revenuePaise: sumNetRevenue(),
    })
    .from(orders)
    .leftJoin(...joinRefunded)
    .where(and(notCancelled, gte(orders.createdAt, start)))
    .groupBy(day);
  return rows.map((row) => ({
    date: row.date,
    orders: row.orders,
    revenue: toRupees(row.revenuePaise),
  }));
}
