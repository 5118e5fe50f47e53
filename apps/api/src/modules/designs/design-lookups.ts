import { inArray } from 'drizzle-orm';
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

/**
 * Of some designs, those no longer on sale for good: deleted, or rejected by an admin (an edit
 * back in review is still the design the buyer chose). A payment for one makes no order.
 */
export async function withdrawnDesigns(
  executor: Reader,
  designIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(designIds.filter(isUuid))];
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: designs.id, status: designs.status })
    .from(designs)
    .where(inArray(designs.id, ids));
  const onSale = new Set(rows.filter((row) => row.status !== 'rejected').map((row) => row.id));
  return new Set(ids.filter((id) => !onSale.has(id)));
}
