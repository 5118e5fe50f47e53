import { customizationFeePaise } from '@campus-threads/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import type { OrderEarnings } from './order-earnings';
import type { Executor, OrderRefunds } from './order-refunds';

/** A drop that closed at a tier: everyone pays the tier's price (docs/decisions/0049). */
export type DropTierPrice = {
  /** The tier's price of one t-shirt, in paise (contract `dropPricePaise` at the closing quantity). */
  unitPricePaise: number;
  /** The refund's reason as the payments' records keep it. */
  reason: string;
};

/**
 * Reprices one locked order of a drop at the tier's price, in the closing transaction: each line
 * sold above it drops to it, the order's total (all of it paid up front: a drop has no advance)
 * drops by the difference, the sellers' pending entries earn on the new price, and the difference
 * is owed back to the buyer as a `drop_tier` refund. The refund is recorded first and only once per
 * order (unique order and kind), so a second call changes nothing. Returns the paise owed back (0
 * when nothing was).
 */
export async function refundTierDifference(
  tx: Executor,
  order: OrderRow,
  tier: DropTierPrice,
  deps: { refunds: OrderRefunds; earnings?: OrderEarnings },
): Promise<number> {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const above = lines.filter((line) => line.unitPricePaise > tier.unitPricePaise);
  const differencePaise = above.reduce(
    (sum, line) => sum + (line.unitPricePaise - tier.unitPricePaise) * line.quantity,
    0,
  );
  if (order.partialPayment || differencePaise <= 0 || differencePaise > order.totalAmountPaise)
    return 0;
  if (!(await deps.refunds.recordTierDifference(tx, order, differencePaise, tier.reason))) return 0;

  for (const line of above) {
    await tx
      .update(orderItems)
      .set({ unitPricePaise: tier.unitPricePaise })
      .where(eq(orderItems.id, line.id));
    await deps.earnings?.repriceLine(tx, {
      orderItemId: line.id,
      sellerId: line.sellerId,
      title: line.title,
      unitPricePaise: tier.unitPricePaise,
      quantity: line.quantity,
      customizationPaise: customizationFeePaise(line),
      deliveryPricePaise: line.deliveryPricePaise,
      fulfilledByShop: order.fulfillerId === null && line.productType === 'tshirt',
    });
  }
  await tx
    .update(orders)
    .set({
      totalAmountPaise: sql`${orders.totalAmountPaise} - ${differencePaise}`,
      advanceAmountPaise: sql`${orders.advanceAmountPaise} - ${differencePaise}`,
    })
    .where(eq(orders.id, order.id));
  return differencePaise;
}
