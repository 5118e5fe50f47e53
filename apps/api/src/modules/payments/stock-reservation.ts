import { CATALOG_MESSAGES } from '@campus-threads/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories, type PaymentSnapshotLine } from '../../db/schema';
import { AppError } from '../../lib/errors';

type Executor = Pick<Db, 'update'>;

/** Units per accessory in a payment's lines (two lines of one accessory count together). */
export function accessoryUnits(lines: readonly PaymentSnapshotLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.productType === 'accessory' && line.accessoryId) {
      units.set(line.accessoryId, (units.get(line.accessoryId) ?? 0) + line.quantity);
    }
  }
  return units;
}

/**
 * Takes the units from stock, each with one conditional UPDATE (stock >= wanted), so concurrent
 * buyers can never take more than there is: the row lock makes the check and the decrement one
 * step. Throws 409 (and the caller's transaction rolls back) when any accessory falls short.
 */
export async function reserveStock(tx: Executor, lines: readonly PaymentSnapshotLine[]): Promise<boolean> {
  const units = accessoryUnits(lines);
  // A fixed order (by id) so two buyers of the same two accessories cannot deadlock.
  for (const [accessoryId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    const taken = await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} - ${quantity}` })
      .where(and(eq(accessories.id, accessoryId), eq(accessories.status, 'active'), gte(accessories.stock, quantity)))
      .returning({ stock: accessories.stock });
    if (taken.length === 0) {
      const title = lines.find((l) => l.accessoryId === accessoryId)?.title;
      throw new AppError('CONFLICT', title ? `${CATALOG_MESSAGES.outOfStock}: ${title}` : CATALOG_MESSAGES.outOfStock);
    }
  }
  return units.size > 0;
}

/** Gives the units back (a failed, cancelled or expired payment). */
export async function releaseStock(tx: Executor, lines: readonly PaymentSnapshotLine[]): Promise<void> {
  for (const [accessoryId, quantity] of [...accessoryUnits(lines)].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} + ${quantity}` })
      .where(eq(accessories.id, accessoryId));
  }
}

/** Takes units without the stock check: a payment completed after its reservation lapsed is owed its goods. */
export async function takeStockUnchecked(tx: Executor, lines: readonly PaymentSnapshotLine[]): Promise<void> {
  for (const [accessoryId, quantity] of [...accessoryUnits(lines)].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} - ${quantity}` })
      .where(eq(accessories.id, accessoryId));
  }
}
