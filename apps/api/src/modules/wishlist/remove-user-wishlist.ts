import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema/wishlist';
import type { UserRemovalStep } from '../users/user-removal-steps';

type Executor = Pick<Db, 'delete'>;

/**
 * Empties a user's account wishlist inside the caller's transaction (an admin deleting the
 * account, docs/decisions/0018). Answers how many entries went.
 */
export async function removeWishlistOf(tx: Executor, userId: string): Promise<number> {
  const removed = await tx
    .delete(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .returning({ productId: wishlistItems.productId });
  return removed.length;
}

/** The wishlist's part of deleting an account (the users module runs it, docs/decisions/0037). */
export const wishlistUserRemoval: UserRemovalStep = async (tx, userId) => ({
  audit: { wishlistItems: await removeWishlistOf(tx, userId) },
});
