import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnItems, returnRequests } from '../../db/schema/returns';
import type { OrderReturnTotals, OrderReturnTotalsReader } from '../orders/order-return-totals';
import { cashByReturn } from '../refunds/cash-refund-reads';

/**
 * What received returns brought back of a page of orders (docs/decisions/0059), for the orders'
 * replies: one statement whatever the page size. Each received return is one row (its units summed
 * by a subquery over its own lines, its cash owed joined one to one (modules/refunds)), then summed per order.
 */
export function createOrderReturnTotals(db: Pick<Db, 'select'>): OrderReturnTotalsReader {
  async function forOrders(orderIds: readonly string[]): Promise<Map<string, OrderReturnTotals>> {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0) return new Map();
    const units = db
      .select({
        returnId: returnItems.returnId,
        units: sql<number>`sum(${returnItems.quantity})`.as('units'),
      })
      .from(returnItems)
      .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
      .where(inArray(returnRequests.orderId, ids))
      .groupBy(returnItems.returnId)
      .as('return_units');
    const cash = cashByReturn(db, ids);
    const rows = await db
      .select({
        orderId: returnRequests.orderId,
        unitsReturned: sql<string>`coalesce(sum(${units.units}), 0)`,
        refundedPaise: sql<string>`coalesce(sum(${returnRequests.refundedPaise}), 0)`,
        cashPaidPaise: sql<string>`coalesce(sum(${cash.paidPaise}), 0)`,
        cashOwedPaise: sql<string>`coalesce(sum(${cash.owedPaise}), 0)`,
      })
      .from(returnRequests)
      .leftJoin(units, eq(units.returnId, returnRequests.id))
      .leftJoin(cash, eq(cash.returnId, returnRequests.id))
      .where(
        and(
          inArray(returnRequests.orderId, ids),
          eq(returnRequests.type, 'return'),
          eq(returnRequests.status, 'received'),
        ),
      )
      .groupBy(returnRequests.orderId);
    return new Map(
      rows.map((row) => [
        row.orderId,
        {
          unitsReturned: Number(row.unitsReturned),
          refundedPaise: Number(row.refundedPaise),
          cashPaidPaise: Number(row.cashPaidPaise),
          cashOwedPaise: Number(row.cashOwedPaise),
        },
      ]),
    );
  }
  return { forOrders };
}
