import { DELETED_USER_NAME, FINAL_ORDER_STATUSES } from '@campus-threads/contract';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { UserRemovalStep } from '../users/user-removal-steps';

type Executor = Pick<Db, 'select' | 'update'>;

/**
 * When an admin deletes an account (docs/decisions/0018), its orders stay: the buyer's delivery
 * details on finished orders (FINAL_ORDER_STATUSES: they will not move again) lose the name, email, phone and street address (PIN code, district
 * and state stay for the sales figures). Open orders keep them until they arrive, since the shop
 * or seller still has to deliver them. Runs in the caller's transaction; answers how many orders
 * were anonymised.
 */
export async function anonymiseFinishedOrdersOf(tx: Executor, userId: string): Promise<number> {
  const changed = await tx
    .update(orders)
    .set({
      deliveryDetails: sql`${orders.deliveryDetails} || ${JSON.stringify({
        fullName: DELETED_USER_NAME,
        email: '',
        phone: '',
        address: '',
      })}::jsonb`,
    })
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...FINAL_ORDER_STATUSES])))
    .returning({ id: orders.id });
  return changed.length;
}

/** Orders this account was to ship that are still open: an admin takes them over. */
export async function countOpenOrdersFulfilledBy(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.fulfillerId, userId), notInArray(orders.status, [...FINAL_ORDER_STATUSES])),
    );
  return row?.n ?? 0;
}

/**
 * The orders' part of deleting an account (the users module runs it, docs/decisions/0037): its
 * finished orders anonymised, and the open orders it was to ship counted for the admin.
 */
export const ordersUserRemoval: UserRemovalStep = async (tx, userId) => {
  const ordersAnonymised = await anonymiseFinishedOrdersOf(tx, userId);
  const openOrdersToFulfil = await countOpenOrdersFulfilledBy(tx, userId);
  return { audit: { ordersAnonymised, openOrdersToFulfil }, openOrdersToFulfil };
};
