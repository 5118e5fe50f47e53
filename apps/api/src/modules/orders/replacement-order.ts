import { expectedDeliveryDate, RETURN_MESSAGES, shortOrderId } from '@campus-threads/contract';
import { eq, inArray } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { takeStockIfAvailable } from '../accessories/accessory-stock';
import type { NotificationsService } from '../notifications/notifications.service';
import { sellerOrderNotice } from './order-notices';
import type { Executor } from './order-refunds';

/** A line of an approved size exchange: how many of the original line, and in which size. */
export type ReplacementLine = {
  orderItemId: string;
  quantity: number;
  /** The new size of a t-shirt; null keeps the line's own (an accessory's like-for-like unit). */
  size: string | null;
};

/**
 * The ₹0 replacement order of an approved size exchange (docs/decisions/0052), inside the
 * caller's transaction (which holds the original order's row locked): same buyer, payment,
 * fulfiller and delivery details, the exchanged lines in their new size at price 0, paid in full
 * (nothing was paid for it, nothing is due), `pending` in the usual status flow with the usual
 * promised date. `replaces_order_id` links it to the original and keeps it out of the
 * one-order-per-payment-and-fulfiller index. An accessory's unit is taken from stock under the
 * accessory's row lock; none left is a 409 "Out of Stock" and the caller's transaction rolls back.
 * It makes no seller earning and no tax invoice (nothing is sold), so the money, earnings and
 * invoice ledgers do not see it; its lines count as sold in the stock equation like any order's.
 * The fulfilling seller hears of it as of a new order, unless they approved it themselves.
 * Answers the new order's id.
 */
export async function createReplacementOrder(
  tx: Executor,
  input: { originalOrderId: string; lines: readonly ReplacementLine[]; actorId: string },
  now: Date,
  notifications: Pick<NotificationsService, 'notify'>,
): Promise<string> {
  const [original] = await tx.select().from(orders).where(eq(orders.id, input.originalOrderId));
  if (!original) throw new AppError('NOT_FOUND', RETURN_MESSAGES.orderNotFound);
  const rows = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        input.lines.map((l) => l.orderItemId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines = input.lines.map((wanted) => {
    const line = byId.get(wanted.orderItemId);
    if (!line || line.orderId !== original.id)
      throw new AppError('VALIDATION', RETURN_MESSAGES.itemNotInOrder);
    return { line, wanted };
  });

  const shortTaken = await takeStockIfAvailable(
    tx,
    lines.map(({ line, wanted }) => ({
      productType: line.productType,
      accessoryId: line.accessoryId,
      quantity: wanted.quantity,
      title: line.title,
    })),
  );
  if (shortTaken !== null) throw new AppError('CONFLICT', RETURN_MESSAGES.outOfStock(shortTaken));

  const remark = RETURN_MESSAGES.replacementRemark(shortOrderId(original.id));
  const [made] = await tx
    .insert(orders)
    .values({
      userId: original.userId,
      paymentId: original.paymentId,
      merchantOrderId: original.merchantOrderId,
      fulfillerId: original.fulfillerId,
      deliveryDetails: original.deliveryDetails,
      totalAmountPaise: 0,
      deliveryAmountPaise: 0,
      advanceAmountPaise: 0,
      remainingAmountPaise: 0,
      partialPayment: false,
      paymentMethod: original.paymentMethod,
      transactionId: original.transactionId,
      status: 'pending',
      remark,
      statusHistory: [
        { status: 'pending', timestamp: now.toISOString(), remark, updatedBy: input.actorId },
      ],
      expectedDeliveryDate: expectedDeliveryDate('pending', now),
      replacesOrderId: original.id,
    })
    .returning({ id: orders.id });
  const orderId = made!.id;
  const newLines = lines.map(({ line, wanted }, position) => ({
    orderId,
    sellerId: line.sellerId,
    productType: line.productType,
    designId: line.designId,
    accessoryId: line.accessoryId,
    title: line.title,
    imageKey: line.imageKey,
    size: wanted.size ?? line.size,
    color: line.color,
    quantity: wanted.quantity,
    wantsCustomization: false,
    customName: '',
    customizableParts: line.customizableParts,
    basePricePaise: 0,
    unitPricePaise: 0,
    deliveryPricePaise: 0,
    position,
  }));
  await tx.insert(orderItems).values(newLines);

  const fulfillerId = original.fulfillerId;
  if (fulfillerId && fulfillerId !== input.actorId && fulfillerId !== original.userId)
    await notifications.notify(
      [
        {
          userId: fulfillerId,
          type: 'ORDER_RECEIVED',
          message: sellerOrderNotice(shortOrderId(orderId), newLines),
          orderId,
          productInfo: { name: newLines[0]!.title, imageKey: newLines[0]!.imageKey },
        },
      ],
      tx,
    );
  return orderId;
}
