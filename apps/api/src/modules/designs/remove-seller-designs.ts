import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/designs';
import type { UserRemovalStep } from '../users/user-removal-steps';
import type { DesignWithdrawals } from './design-withdrawals';

type Executor = Pick<Db, 'delete' | 'update'>;

/** The remark a withdrawn design carries: the admin's designs screen shows it under Rejected. */
export const WITHDRAWN_SELLER_DELETED = "Withdrawn: the seller's account was deleted";

export type SellerDesignsRemoval = {
  /** Pending and rejected designs, deleted. */
  designsRemoved: number;
  /** Approved designs, taken out of the shop (rejected, with the remark above). */
  designsWithdrawn: number;
};

/**
 * Takes a deleted account's designs out of the shop, inside the caller's transaction
 * (docs/decisions/0018): designs nobody approved are deleted; approved designs stay as rows
 * (orders still being fulfilled point at them) but nobody can buy them any more, because nobody
 * would ship them. Order lines keep their own title and image.
 */
export async function removeSellerDesigns(
  tx: Executor,
  sellerId: string,
): Promise<SellerDesignsRemoval & { withdrawnIds: string[] }> {
  const removed = await tx
    .delete(designs)
    .where(and(eq(designs.sellerId, sellerId), inArray(designs.status, ['pending', 'rejected'])))
    .returning({ id: designs.id });
  const withdrawn = await tx
    .update(designs)
    .set({ status: 'rejected', adminRemarks: WITHDRAWN_SELLER_DELETED })
    .where(and(eq(designs.sellerId, sellerId), eq(designs.status, 'approved')))
    .returning({ id: designs.id });
  return {
    designsRemoved: removed.length,
    designsWithdrawn: withdrawn.length,
    withdrawnIds: withdrawn.map((row) => row.id),
  };
}

/**
 * The designs' part of deleting an account (the users module runs it, docs/decisions/0037):
 * once it committed, `onCatalogChanged` drops the cached totals if a design left the shop.
 */
export function designsUserRemoval(
  onCatalogChanged: () => void,
  withdrawals?: DesignWithdrawals,
): UserRemovalStep {
  return async (tx, userId) => {
    const { withdrawnIds, ...removal } = await removeSellerDesigns(tx, userId);
    // Their open drops end, every buyer refunded (decision 0055).
    const settle = await withdrawals?.run(tx, withdrawnIds, 'gone', null);
    const changed = removal.designsRemoved + removal.designsWithdrawn > 0;
    if (!changed) return { audit: removal };
    return {
      audit: removal,
      afterCommit: async () => {
        onCatalogChanged();
        await settle?.();
      },
    };
  };
}
