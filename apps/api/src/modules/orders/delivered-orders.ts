import { and, asc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

/** A delivered order as the review reminder reads it (docs/decisions/0052). */
export type DeliveredOrder = {
  id: string;
  userId: string;
  deliveredAt: Date;
  /** Its lines in order; a product deleted since has both ids null. */
  lines: {
    productType: string;
    designId: string | null;
    accessoryId: string | null;
    title: string;
    imageKey: string | null;
  }[];
};

/**
 * Orders delivered after `after` and at or before `until`, oldest delivery first, at most `limit`,
 * leaving out ₹0 replacements and those `excluding` names: a condition on the order's id that the
 * caller writes over its own tables (the reminders already sent). Two statements: the orders
 * (the `orders_delivered` index), then their lines.
 */
export async function deliveredOrdersBetween(
  executor: Pick<Db, 'select'>,
  options: {
    after: Date;
    until: Date;
    limit: number;
    excluding?: (orderId: AnyPgColumn) => SQL;
  },
): Promise<DeliveredOrder[]> {
  const rows = await executor
    .select({ id: orders.id, userId: orders.userId, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(
      and(
        gt(orders.deliveredAt, options.after),
        lte(orders.deliveredAt, options.until),
        eq(orders.status, 'delivered'),
        isNull(orders.replacesOrderId),
        options.excluding?.(orders.id),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orders.id))
    .limit(options.limit);
  if (rows.length === 0) return [];
  const lines = await executor
    .select({
      orderId: orderItems.orderId,
      productType: orderItems.productType,
      designId: orderItems.designId,
      accessoryId: orderItems.accessoryId,
      title: orderItems.title,
      imageKey: orderItems.imageKey,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    deliveredAt: row.deliveredAt!,
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map(({ orderId: _orderId, ...line }) => line),
  }));
}
