import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema/orders';
import type { Executor } from './order-refunds';

/**
 * What modules/returns reads of orders (docs/decisions/0037, 0052): the returns module owns its
 * requests, the orders module its orders and lines, so these are the returns' only way into them.
 * Each takes the database or the caller's transaction.
 */

/** An order line as a return request sees it. */
export type ReturnableLine = Pick<
  OrderItemRow,
  | 'id'
  | 'orderId'
  | 'productType'
  | 'designId'
  | 'accessoryId'
  | 'sellerId'
  | 'title'
  | 'imageKey'
  | 'size'
  | 'color'
  | 'quantity'
  | 'wantsCustomization'
  | 'unitPricePaise'
  | 'position'
>;

/** An order as a return request sees it: who bought and ships it, when it arrived, what was paid. */
export type ReturnableOrder = Pick<
  OrderRow,
  | 'id'
  | 'userId'
  | 'fulfillerId'
  | 'paymentId'
  | 'status'
  | 'partialPayment'
  | 'advanceAmountPaise'
  | 'totalAmountPaise'
  | 'remainingAmountPaise'
  | 'balanceCollectedPaise'
  | 'balanceCreditedPaise'
> & {
  /**
   * When it was delivered; an order delivered before `delivered_at` was recorded counts from its
   * last change (`coalesce(delivered_at, updated_at)`). Null until delivered.
   */
  deliveredAt: Date | null;
  buyerName: string;
  lines: ReturnableLine[];
};

const lineColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productType: orderItems.productType,
  designId: orderItems.designId,
  accessoryId: orderItems.accessoryId,
  sellerId: orderItems.sellerId,
  title: orderItems.title,
  imageKey: orderItems.imageKey,
  size: orderItems.size,
  color: orderItems.color,
  quantity: orderItems.quantity,
  wantsCustomization: orderItems.wantsCustomization,
  unitPricePaise: orderItems.unitPricePaise,
  position: orderItems.position,
};

async function readOrder(
  executor: Pick<Executor, 'select'>,
  orderId: string,
  lock: boolean,
): Promise<ReturnableOrder | null> {
  const query = executor.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const lines = await executor
    .select(lineColumns)
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return {
    id: row.id,
    userId: row.userId,
    fulfillerId: row.fulfillerId,
    paymentId: row.paymentId,
    status: row.status,
    partialPayment: row.partialPayment,
    advanceAmountPaise: row.advanceAmountPaise,
    totalAmountPaise: row.totalAmountPaise,
    remainingAmountPaise: row.remainingAmountPaise,
    balanceCollectedPaise: row.balanceCollectedPaise,
    balanceCreditedPaise: row.balanceCreditedPaise,
    deliveredAt: row.deliveredAt ?? (row.status === 'delivered' ? row.updatedAt : null),
    buyerName: row.deliveryDetails.fullName,
    lines,
  };
}

/**
 * The order with its lines, its row locked (`for update`) for the rest of the caller's
 * transaction: requests of one order are checked and decided one at a time, so a line is never
 * sent back twice and refunds never pass what was paid. Null for an unknown id.
 */
export function lockReturnableOrder(
  tx: Pick<Executor, 'select'>,
  orderId: string,
): Promise<ReturnableOrder | null> {
  return readOrder(tx, orderId, true);
}

/**
 * A received return took `paise` off the balance still due at the door (docs/decisions/0058), in
 * the caller's transaction under the order's row lock (`lockReturnableOrder`).
 */
export async function creditOrderBalance(
  tx: Pick<Executor, 'update'>,
  orderId: string,
  paise: number,
): Promise<void> {
  if (paise <= 0) return;
  await tx
    .update(orders)
    .set({ balanceCreditedPaise: sql`${orders.balanceCreditedPaise} + ${paise}` })
    .where(eq(orders.id, orderId));
}

/** The same, unlocked (who may read an order's requests). */
export function readReturnableOrder(
  executor: Pick<Db, 'select'>,
  orderId: string,
): Promise<ReturnableOrder | null> {
  return readOrder(executor, orderId, false);
}

/**
 * The lines of a page of requests with their order's buyer name (as on its delivery details),
 * by line id, in one statement.
 */
export async function returnLineFacts(
  executor: Pick<Db, 'select'>,
  orderItemIds: readonly string[],
): Promise<Map<string, ReturnableLine & { buyerName: string }>> {
  const ids = [...new Set(orderItemIds)];
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ ...lineColumns, buyerName: sql<string>`${orders.deliveryDetails} ->> 'fullName'` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
