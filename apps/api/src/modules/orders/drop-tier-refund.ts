import { customizationFeePaise } from '@campus-threads/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema/orders';
import type { EarningLine } from './order-earnings';
import type { Executor } from './order-refunds';

/** The lines of a drop's order sold above the tier's price, and what they come to above it. */
export async function tierDifferenceOf(
  tx: Executor,
  order: OrderRow,
  unitPricePaise: number,
): Promise<{ differencePaise: number; above: OrderItemRow[] }> {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const above = lines.filter((line) => line.unitPricePaise > unitPricePaise);
  const differencePaise = above.reduce(
    (sum, line) => sum + (line.unitPricePaise - unitPricePaise) * line.quantity,
    0,
  );
  // A drop has no advance: all of it was paid up front, and never more comes back than was paid.
  if (order.partialPayment || differencePaise > order.totalAmountPaise)
    return { differencePaise: 0, above: [] };
  return { differencePaise, above };
}

/**
 * Reprices a locked order of a drop at the tier's price (docs/decisions/0049), in the closing
 * transaction, once its difference is owed back: each line sold above it drops to it and the
 * order's total drops by the difference. Answers the repriced lines as the earnings ledger reads
 * them.
 */
export async function repriceAtTier(
  tx: Executor,
  order: OrderRow,
  tier: { unitPricePaise: number; differencePaise: number; above: readonly OrderItemRow[] },
): Promise<EarningLine[]> {
  const repriced: EarningLine[] = [];
  for (const line of tier.above) {
    await tx
      .update(orderItems)
      .set({ unitPricePaise: tier.unitPricePaise })
      .where(eq(orderItems.id, line.id));
    repriced.push({
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
      totalAmountPaise: sql`${orders.totalAmountPaise} - ${tier.differencePaise}`,
      advanceAmountPaise: sql`${orders.advanceAmountPaise} - ${tier.differencePaise}`,
    })
    .where(eq(orders.id, order.id));
  return repriced;
}
