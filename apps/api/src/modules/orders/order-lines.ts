import { eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders';
import type { Executor } from './order-refunds';

/** An order's lines as stock counts them (accessory units go back when it is cancelled). */
export function linesForStockOf(tx: Pick<Executor, 'select'>, orderId: string) {
  return tx
    .select({
      productType: orderItems.productType,
      accessoryId: orderItems.accessoryId,
      quantity: orderItems.quantity,
      title: orderItems.title,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}
