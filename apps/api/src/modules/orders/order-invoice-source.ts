import { asc, eq } from 'drizzle-orm';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema/orders';
import { joinSeller, sellerName } from '../users/seller-names';
import type { Executor } from './order-refunds';

/** An order as its tax invoice is made from: the row, its lines, who ships it. */
export type InvoiceSource = {
  order: OrderRow;
  lines: OrderItemRow[];
  /** The fulfilling seller's name (a Self Service order), null for the shop's own order. */
  fulfillerName: string | null;
};

/**
 * An order and its lines read in the caller's transaction, for the invoices module (which owns no
 * order table and reads it through this, docs/decisions/0037, 0050). Null for an unknown id.
 */
export async function invoiceSourceOf(
  tx: Pick<Executor, 'select'>,
  orderId: string,
): Promise<InvoiceSource | null> {
  const [found] = await tx
    .select({ order: orders, fulfillerName: sellerName })
    .from(orders)
    .leftJoin(...joinSeller(orders.fulfillerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!found) return null;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return {
    order: found.order,
    lines,
    fulfillerName: found.order.fulfillerId ? found.fulfillerName : null,
  };
}
