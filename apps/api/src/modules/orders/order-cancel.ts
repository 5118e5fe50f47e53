import { eq } from 'drizzle-orm';
import { orderItems, type OrderRow } from '../../db/schema/orders';
import { releaseStock } from '../accessories/accessory-stock';
import type { OrderEarnings } from './order-earnings';
import type { OrderInvoices } from './order-invoices';
import type { Executor, OrderActor, OrderRefunds } from './order-refunds';

/**
 * What cancelling an order does besides its status, in the cancel's transaction with the order row
 * locked: its accessory units go back to stock (taken when it was paid for; cancelled is final, so
 * once), the refund of what was paid is recorded (docs/decisions/0022) and the sellers' unpaid
 * earnings are reversed (docs/decisions/0048), and an invoiced order gets its credit note
 * (docs/decisions/0050). An admin's or seller's cancel and a campus drop's failure or cancel
 * (docs/decisions/0049) all run this one path. Answers the paise of the refund recorded (0 for
 * none): a refunded cancel is e-mailed once, by its refund when it completes (decision 0054).
 */
export async function cancelOrderEffects(
  tx: Executor,
  order: OrderRow,
  actor: OrderActor | null,
  reason: string,
  now: Date,
  deps: { refunds?: OrderRefunds; earnings?: OrderEarnings; invoices?: OrderInvoices },
): Promise<number> {
  const lines = await tx
    .select({
      productType: orderItems.productType,
      accessoryId: orderItems.accessoryId,
      quantity: orderItems.quantity,
      title: orderItems.title,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await releaseStock(tx, lines);
  const refundedPaise =
    (await deps.refunds?.recordForCancelledOrder(tx, order, actor, reason)) ?? 0;
  await deps.earnings?.reverseOrder(tx, order.id, now);
  // What was paid is refunded, so its invoice is cancelled by a credit note (docs/decisions/0050);
  // last, as its number's lock is held to the commit.
  if (order.advanceAmountPaise > 0)
    await deps.invoices?.issueCreditNote(
      tx,
      { orderId: order.id, refundedPaise: order.advanceAmountPaise, reason },
      now,
    );
  return refundedPaise;
}
