import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

/** An order as its e-mails show it (paise; the mail module formats). */
export type OrderMailFacts = {
  id: string;
  status: string;
  remark: string | null;
  totalPaise: number;
  deliveryPaise: number;
  partialPayment: boolean;
  advancePaise: number;
  remainingPaise: number;
  courier: string | null;
  trackingNumber: string | null;
  deliveryDetails: {
    fullName: string;
    address: string;
    district?: string;
    state: string;
    pinCode: string;
  };
  lines: {
    title: string;
    size: string | null;
    color: string | null;
    quantity: number;
    unitPricePaise: number;
  }[];
};

/**
 * The orders one payment made, with their lines, read in the caller's transaction (issue 21's
 * order confirmation and status e-mails): the mail module's only way into the orders tables.
 * `orderId` names any one of them; all orders of its payment come back, oldest first.
 */
export async function ordersForMail(
  executor: Pick<Db, 'select'>,
  orderId: string,
  { wholePayment }: { wholePayment: boolean },
): Promise<OrderMailFacts[]> {
  const [named] = await executor
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!named) return [];
  const rows = await executor
    .select()
    .from(orders)
    .where(wholePayment ? eq(orders.paymentId, named.paymentId) : eq(orders.id, orderId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const items = await executor
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    remark: row.remark,
    totalPaise: row.totalAmountPaise,
    deliveryPaise: row.deliveryAmountPaise,
    partialPayment: row.partialPayment,
    advancePaise: row.advanceAmountPaise,
    remainingPaise: row.remainingAmountPaise,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    deliveryDetails: row.deliveryDetails as OrderMailFacts['deliveryDetails'],
    lines: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        title: item.title,
        size: item.size,
        color: item.color,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
      })),
  }));
}
