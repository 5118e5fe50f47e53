import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories } from '../../db/schema/accessories';
import type { UserRemovalStep } from '../users/user-removal-steps';

/**
 * Takes a deleted account's active accessories out of the shop (inactive), inside the caller's
 * transaction (docs/decisions/0018). They stay as rows (orders still being fulfilled and unpaid
 * stock holds point at them) but nobody can buy them any more, because nobody would ship them.
 */
export async function withdrawSellerAccessories(
  tx: Pick<Db, 'update'>,
  sellerId: string,
): Promise<{ accessoriesWithdrawn: number }> {
  const inactive = await tx
    .update(accessories)
    .set({ status: 'inactive' })
    .where(and(eq(accessories.sellerId, sellerId), eq(accessories.status, 'active')))
    .returning({ id: accessories.id });
  return { accessoriesWithdrawn: inactive.length };
}

/**
 * The accessories' part of deleting an account (the users module runs it, docs/decisions/0037):
 * once it committed, `onCatalogChanged` drops the cached totals if an accessory left the shop.
 */
export function accessoriesUserRemoval(onCatalogChanged: () => void): UserRemovalStep {
  return async (tx, userId) => {
    const removal = await withdrawSellerAccessories(tx, userId);
    const changed = removal.accessoriesWithdrawn > 0;
    return { audit: removal, ...(changed ? { afterCommit: onCatalogChanged } : {}) };
  };
}
