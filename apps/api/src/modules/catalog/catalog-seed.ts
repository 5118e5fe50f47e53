import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessories,
  designs,
  type NewAccessoryRow,
  type NewDesignRow,
  type StoredColorVariant,
} from '../../db/schema/catalog';

/** Rows as a seeder writes them (dates, sort prices and all): the demo catalogue's shape. */
export type { NewAccessoryRow, NewDesignRow, StoredColorVariant };

/** Whether the catalogue has no designs yet (a seeder's cue). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(designs);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes a whole catalogue in one transaction, unless designs appeared meanwhile (two processes
 * seeding at once). Only seeding uses this: the catalogue's own writes go through its services,
 * which keep the sort price; seed rows carry theirs already. Answers whether it wrote.
 */
export async function insertCatalogIfEmpty(
  db: Db,
  rows: { designs: readonly NewDesignRow[]; accessories: readonly NewAccessoryRow[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [again] = await tx.select({ n: count() }).from(designs);
    if ((again?.n ?? 0) > 0) return false;
    if (rows.designs.length > 0) await tx.insert(designs).values([...rows.designs]);
    if (rows.accessories.length > 0) await tx.insert(accessories).values([...rows.accessories]);
    return true;
  });
}
