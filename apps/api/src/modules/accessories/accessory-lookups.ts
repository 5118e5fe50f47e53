import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
