import type { Db } from '../../db/client';
import { accessories, type NewAccessoryRow } from '../../db/schema/accessories';

/** Rows as a seeder writes them (dates and all): the demo catalogue's shape. */
export type { NewAccessoryRow };

/**
 * Writes seed accessories in the caller's transaction. Only seeding uses this: the module's own
 * writes go through its service, which audits and clears the cached totals.
 */
export async function insertSeedAccessories(
  tx: Pick<Db, 'insert'>,
  rows: readonly NewAccessoryRow[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(accessories).values([...rows]);
}
