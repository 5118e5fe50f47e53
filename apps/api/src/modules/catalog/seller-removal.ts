import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories, designs } from '../../db/schema/catalog';
import type { UserRemovalStep } from '../users/user-removal-steps';

type Executor = Pick<Db, 'delete' | 'update'>;

/** The remark a withdrawn design carries: the admin's designs screen shows it under Rejected. */
export const WITHDRAWN_SELLER_DELETED = "Withdrawn: the seller's account was deleted";

export type SellerRemoval = {
  /** Pending and rejected designs, deleted. */
  designsRemoved: number;
  /** Approved designs, taken out of the shop (rejected, with the remark above). */
  designsWithdrawn: number;
  /** Active accessories, taken out of the shop (inactive). */
  accessoriesWithdrawn: number;
};

/**
 * Takes a deleted account's catalogue out of the shop, inside the caller's transaction
 * (docs/decisions/0018): designs nobody approved are deleted; approved designs and accessories
 * stay as rows (orders still being fulfilled and unpaid stock holds point at them) but nobody can
 * buy them any more, because nobody would ship them. Order lines keep their own title and image.
 * The caller drops the catalogue's cached totals (count-cache) after it commits.
 */
export async function removeSellerCatalog(tx: Executor, sellerId: string): Promise<SellerRemoval> {
  const removed = await tx
    .delete(designs)
    .where(and(eq(designs.sellerId, sellerId), inArray(designs.status, ['pending', 'rejected'])))
    .returning({ id: designs.id });
  const withdrawn = await tx
    .update(designs)
    .set({ status: 'rejected', adminRemarks: WITHDRAWN_SELLER_DELETED })
    .where(and(eq(designs.sellerId, sellerId), eq(designs.status, 'approved')))
    .returning({ id: designs.id });
  const inactive = await tx
    .update(accessories)
    .set({ status: 'inactive' })
    .where(and(eq(accessories.sellerId, sellerId), eq(accessories.status, 'active')))
    .returning({ id: accessories.id });
  return {
    designsRemoved: removed.length,
    designsWithdrawn: withdrawn.length,
    accessoriesWithdrawn: inactive.length,
  };
}

/**
 * The catalogue's part of deleting an account (the users module runs it, docs/decisions/0037):
 * once it committed, `onCatalogChanged` drops the cached totals if anything left the shop.
 */
export function catalogUserRemoval(onCatalogChanged: () => void): UserRemovalStep {
  return async (tx, userId) => {
    const removal = await removeSellerCatalog(tx, userId);
    const changed =
      removal.designsRemoved + removal.designsWithdrawn + removal.accessoriesWithdrawn > 0;
    return { audit: removal, ...(changed ? { afterCommit: onCatalogChanged } : {}) };
  };
}
