import { CATALOG_MESSAGES, lineRefusal } from '@campus-threads/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories } from '../../db/schema/accessories';
import { AppError } from '../../lib/errors';

/**
 * Accessory stock, owned by the catalogue. Payments take and give back units through these
 * functions, inside their own transaction (passed as `tx`), so the stock change and the payment
 * row land together or not at all.
 */
type Executor = Pick<Db, 'update'>;

/** reserveStock's refusal: which accessory fell short, so a caller can explain why. */
export class OutOfStockError extends AppError {
  constructor(
    readonly accessoryId: string,
    readonly title: string,
  ) {
    super('CONFLICT', lineRefusal(CATALOG_MESSAGES.outOfStock, title));
  }
}

/** Any line that may buy an accessory (a payment's snapshot line fits). */
export type StockLine = {
  productType: string;
  accessoryId: string | null;
  quantity: number;
  title: string;
};

/** Units per accessory in some lines (two lines of one accessory count together). */
export function accessoryUnits(lines: readonly StockLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.productType === 'accessory' && line.accessoryId) {
      units.set(line.accessoryId, (units.get(line.accessoryId) ?? 0) + line.quantity);
    }
  }
  return units;
}

/** A fixed order (by id) so two buyers of the same two accessories cannot deadlock. */
const byId = (units: Map<string, number>) => [...units].sort(([a], [b]) => a.localeCompare(b));

/**
 * Locks these accessories' rows, in id order, for the rest of the caller's transaction: a caller
 * that gives some units back and takes others in one transaction locks them all first, so two
 * such transactions cannot wait on each other.
 */
export async function lockAccessories(
  tx: Pick<Db, 'select'>,
  accessoryIds: Iterable<string>,
): Promise<void> {
  const ids = [...new Set(accessoryIds)];
  if (ids.length === 0) return;
  await tx
    .select({ id: accessories.id })
    .from(accessories)
    .where(inArray(accessories.id, ids))
    .orderBy(asc(accessories.id))
    .for('update');
}

/**
 * Takes the units from stock, each with one conditional UPDATE (stock >= wanted), so concurrent
 * buyers can never take more than there is: the row lock makes the check and the decrement one
 * step. Throws 409 (and the caller's transaction rolls back) when any accessory falls short.
 * Answers whether anything was taken (lines of t-shirts only take nothing).
 */
export async function reserveStock(tx: Executor, lines: readonly StockLine[]): Promise<boolean> {
  const units = accessoryUnits(lines);
  for (const [accessoryId, quantity] of byId(units)) {
    const taken = await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} - ${quantity}` })
      .where(
        and(
          eq(accessories.id, accessoryId),
          eq(accessories.status, 'active'),
          gte(accessories.stock, quantity),
        ),
      )
      .returning({ stock: accessories.stock });
    if (taken.length === 0)
      throw new OutOfStockError(
        accessoryId,
        lines.find((l) => l.accessoryId === accessoryId)?.title ?? '',
      );
  }
  return units.size > 0;
}

/** Gives the units back (a failed, cancelled, expired or replaced payment). */
export async function releaseStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const [accessoryId, quantity] of byId(accessoryUnits(lines))) {
    await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} + ${quantity}` })
      .where(eq(accessories.id, accessoryId));
  }
}

/**
 * Takes the units of a payment that no longer holds them (its hold lapsed and was given back)
 * only if every accessory still has them, all or nothing: answers null when taken, else the title
 * of the first line that falls short. The rows are locked in id order first, so the check and the
 * decrements are one step; `accessories_stock_not_negative` stands behind it.
 */
export async function takeStockIfAvailable(
  tx: Pick<Db, 'select' | 'update'>,
  lines: readonly StockLine[],
): Promise<string | null> {
  const units = accessoryUnits(lines);
  if (units.size === 0) return null;
  await lockAccessories(tx, units.keys());
  const rows = await tx
    .select({ id: accessories.id, stock: accessories.stock })
    .from(accessories)
    .where(inArray(accessories.id, [...units.keys()]));
  const stockById = new Map(rows.map((row) => [row.id, row.stock]));
  for (const [accessoryId, quantity] of byId(units)) {
    if ((stockById.get(accessoryId) ?? 0) < quantity)
      return lines.find((l) => l.accessoryId === accessoryId)?.title ?? '';
  }
  for (const [accessoryId, quantity] of byId(units)) {
    await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} - ${quantity}` })
      .where(eq(accessories.id, accessoryId));
  }
  return null;
}

/** Stock left per accessory, of these (read under the caller's row locks, lockAccessories). */
export async function stockLeft(
  tx: Pick<Db, 'select'>,
  accessoryIds: readonly string[],
): Promise<Map<string, number>> {
  if (accessoryIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: accessories.id, stock: accessories.stock })
    .from(accessories)
    .where(inArray(accessories.id, [...accessoryIds]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}
