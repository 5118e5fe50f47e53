import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, type NewDesignRow, type StoredColorVariant } from '../../db/schema/designs';

/** Rows as a seeder writes them (dates, sort prices and all): the demo catalogue's shape. */
export type { NewDesignRow, StoredColorVariant };

/** Whether the shop has no designs yet (a seeder's cue that the catalogue is empty). */
export async function hasNoDesigns(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(designs);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes seed designs in the caller's transaction unless designs appeared meanwhile (two
 * processes seeding at once); answers whether it wrote. Only seeding uses this: the module's own
 * writes go through its services, which keep the sort price; seed rows carry theirs already.
 */
export async function insertDesignsIfNone(
  tx: Pick<Db, 'select' | 'insert'>,
  rows: readonly NewDesignRow[],
): Promise<boolean> {
  if (!(await hasNoDesigns(tx))) return false;
  if (rows.length > 0) await tx.insert(designs).values([...rows]);
  return true;
}
