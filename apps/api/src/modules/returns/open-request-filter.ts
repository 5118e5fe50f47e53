import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { returnRequests } from '../../db/schema/returns';

/**
 * The condition "this order has an exchange or return request still to decide or to receive"
 * (requested or approved), on an order id column: Sales' open-requests filter (decision 0056),
 * handed to the orders module by app/services.ts (orders may not import returns).
 */
export function hasOpenRequest(orderId: AnyColumn): SQL {
  return sql`exists (select 1 from ${returnRequests} where ${returnRequests.orderId} = ${orderId} and ${returnRequests.status} in ('requested', 'approved'))`;
}
