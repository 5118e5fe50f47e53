import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';

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
