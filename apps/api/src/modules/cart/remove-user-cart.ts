import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import type { UserRemovalStep } from '../users/user-removal-steps';

type Executor = Pick<Db, 'delete'>;

/**
 * Empties a user's cart inside the caller's transaction (an admin deleting the account,
 * docs/decisions/0018). Answers how many lines went.
 */
export async function removeCartOf(tx: Executor, userId: string): Promise<number> {
  const removed = await tx
    .delete(cartItems)
    .where(eq(cartItems.userId, userId))
    .returning({ id: cartItems.id });
  return removed.length;
}

/** The cart's part of deleting an account (the users module runs it, docs/decisions/0037). */
export const cartUserRemoval: UserRemovalStep = async (tx, userId) => ({
  audit: { cartLines: await removeCartOf(tx, userId) },
});
