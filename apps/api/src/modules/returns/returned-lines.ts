import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnItems, returnRequests } from '../../db/schema/returns';

/**
 * How many units of each of these order lines came back in a received return (refunded), by line
 * id; a line none came back of is absent. Exchanges are not counted: the buyer keeps the product in
 * another size. The reviews module asks it so a returned purchase is not reviewed (decision 0056).
 */
export async function returnedQuantities(
  executor: Pick<Db, 'select'>,
  orderItemIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await executor
    .select({ orderItemId: returnItems.orderItemId, n: sum(returnItems.quantity).mapWith(Number) })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(
      and(
        inArray(returnItems.orderItemId, [...orderItemIds]),
        eq(returnRequests.type, 'return'),
        eq(returnRequests.status, 'received'),
      ),
    )
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.n]));
}
