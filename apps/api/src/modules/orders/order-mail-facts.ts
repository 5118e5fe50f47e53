import type { DeliveryZone } from '@campus-threads/contract';
import { and, asc, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema/orders';

/** An order as its e-mails show it (paise; the mail module formats). */
export type OrderMailFacts = {
  id: string;
  /** A campus drop's order (held until the drop closes; invoiced when it is confirmed). */
  dropId: string | null;
  status: string;
  remark: string | null;
  totalPaise: number;
  deliveryPaise: number;
  /** The parcel's zone and the last day of its delivery window (decision 0066); null before zones. */
  deliveryZone: DeliveryZone | null;
  deliveryTo: string | null;
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
 * The orders that notifications name, with their lines, read in the caller's transaction (the
 * order confirmation and status e-mails, docs/decisions/0051): the mail module's only way into the orders tables.
 * `wholePayment` ids stand for every order of their payment (a confirmation lists them all);
 * `single` ids for themselves. Three statements however many notifications a transaction sends
 * (a drop that closes tells hundreds of buyers at once). Answers facts by the named order's id,
 * oldest order first.
 */
export async function ordersForMail(
  executor: Pick<Db, 'select'>,
  ids: { wholePayment: readonly string[]; single: readonly string[] },
): Promise<Map<string, OrderMailFacts[]>> {
  const named = [...new Set([...ids.wholePayment, ...ids.single])];
  if (named.length === 0) return new Map();
  const payers = ids.wholePayment.length
    ? await executor
        .select({ id: orders.id, paymentId: orders.paymentId })
        .from(orders)
        .where(inArray(orders.id, [...ids.wholePayment]))
    : [];
  const paymentOf = new Map(payers.map((p) => [p.id, p.paymentId]));
  const paymentIds = [...new Set(paymentOf.values())];
  const rows = await executor
    .select()
    .from(orders)
    .where(
      paymentIds.length
        ? // A payment's confirmation lists the orders it made, not a later size exchange's.
          or(
            inArray(orders.id, named),
            and(inArray(orders.paymentId, paymentIds), isNull(orders.replacesOrderId)),
          )
        : inArray(orders.id, named),
    )
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
  const facts = rows.map((row) => toFacts(row, items));
  const byName = new Map<string, OrderMailFacts[]>();
  for (const id of ids.single)
    byName.set(
      id,
      facts.filter((f) => f.id === id),
    );
  for (const id of ids.wholePayment) {
    const paymentId = paymentOf.get(id);
    byName.set(
      id,
      facts.filter(
        (_, index) =>
          rows[index]!.paymentId === paymentId &&
          (rows[index]!.replacesOrderId === null || rows[index]!.id === id),
      ),
    );
  }
  return byName;
}

function toFacts(row: OrderRow, items: readonly OrderItemRow[]): OrderMailFacts {
  return {
    id: row.id,
    dropId: row.dropId,
    status: row.status,
    remark: row.remark,
    totalPaise: row.totalAmountPaise,
    deliveryPaise: row.deliveryAmountPaise,
    deliveryZone: row.deliveryZone,
    deliveryTo: row.deliveryTo,
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
  };
}
