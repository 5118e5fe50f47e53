import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, type DesignRow } from '../../db/schema/designs';
import { isUuid } from '../../lib/ids';

/**
 * Reads of designs by id for the modules that handle products of either kind (modules/products:
 * pricing a choice, which products exist), with the database or the caller's transaction. One
 * statement each; nothing when no id is given.
 */
type Reader = Pick<Db, 'select'>;

/** Whole rows (pricing reads prices, colours, sizes and status). */
export async function designsByIds(executor: Reader, ids: readonly string[]): Promise<DesignRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(designs)
    .where(inArray(designs.id, [...ids]));
}

/** The ids, of these, that are designs (in any status). */
export async function existingDesignIds(
  executor: Reader,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: designs.id })
    .from(designs)
    .where(inArray(designs.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Why a design a payment buys can no longer make its order (docs/decisions/0055). */
export type DesignWithdrawal = 'gone' | 'rejected' | 'inReview';

/**
 * Of some designs, those no longer on sale as the buyer chose them: deleted, rejected by an admin,
 * or edited by their seller back into review (the design the buyer paid for is not what the shop
 * would now print). A payment for one makes no order. The rows found are locked `for share` in id
 * order until the caller's transaction ends, so a rejection or an edit waits for the order it
 * would have withdrawn (and then cancels it like any other), and never slips between.
 */
export async function withdrawnDesigns(
  executor: Reader,
  designIds: readonly string[],
): Promise<Map<string, DesignWithdrawal>> {
  const ids = [...new Set(designIds.filter(isUuid))].sort();
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: designs.id, status: designs.status })
    .from(designs)
    .where(inArray(designs.id, ids))
    .orderBy(asc(designs.id))
    .for('share');
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const withdrawn = new Map<string, DesignWithdrawal>();
  for (const id of ids) {
    const now = status.get(id);
    if (now === undefined) withdrawn.set(id, 'gone');
    else if (now === 'rejected') withdrawn.set(id, 'rejected');
    else if (now !== 'approved') withdrawn.set(id, 'inReview');
  }
  return withdrawn;
}
