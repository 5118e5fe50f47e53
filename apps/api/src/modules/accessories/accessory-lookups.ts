import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { accessories, type AccessoryRow } from '../../db/schema/accessories';

/**
 * Reads of accessories by id for the modules that handle products of either kind
 * (modules/products: pricing a choice, which products exist), with the database or the caller's
 * transaction. One statement each; nothing when no id is given.
 */
type Reader = Pick<Db, 'select'>;

/** Whole rows (pricing reads prices, stock and status). */
export async function accessoriesByIds(
  executor: Reader,
  ids: readonly string[],
): Promise<AccessoryRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(accessories)
    .where(inArray(accessories.id, [...ids]));
}

/** The ids, of these, that are accessories (in any status). */
export async function existingAccessoryIds(
  executor: Reader,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: accessories.id })
    .from(accessories)
    .where(inArray(accessories.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Why an accessory a payment buys can no longer make its order (docs/decisions/0055). */
export type AccessoryWithdrawal = 'gone' | 'offSale';

/**
 * Of some accessories, those deleted or taken off sale (inactive): a payment for one makes no
 * order. The rows found are locked `for update` in id order (the order every stock change locks
 * them in), so a delete waits for the order it would have withdrawn and never slips between.
 */
export async function withdrawnAccessories(
  executor: Reader,
  accessoryIds: readonly string[],
): Promise<Map<string, AccessoryWithdrawal>> {
  const ids = [...new Set(accessoryIds.filter(isUuid))].sort();
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: accessories.id, status: accessories.status })
    .from(accessories)
    .where(inArray(accessories.id, ids))
    .orderBy(asc(accessories.id))
    .for('update');
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const withdrawn = new Map<string, AccessoryWithdrawal>();
  for (const id of ids) {
    const now = status.get(id);
    if (now === undefined) withdrawn.set(id, 'gone');
    else if (now !== 'active') withdrawn.set(id, 'offSale');
  }
  return withdrawn;
}
