import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories } from '../../db/schema/accessories';

/**
 * What the reviews module reads and writes of accessories (docs/decisions/0052), with the
 * database or the caller's transaction: who sells an accessory and how it is shown, and its
 * `rating` and `review_count`, which only approved reviews move.
 */

export type ReviewedAccessory = {
  id: string;
  sellerId: string;
  title: string;
  /** Its first image (a notification's picture). */
  imageKey: string | null;
  /** Shown to shoppers (active). */
  listed: boolean;
};

/** A product's numbers as the reviews module computes them from its approved reviews. */
export type RatingFigures = { rating: number; reviewCount: number };

/** The accessories of these ids (one statement; nothing when no id is given). */
export async function accessoriesForReviews(
  executor: Pick<Db, 'select'>,
  ids: readonly string[],
): Promise<ReviewedAccessory[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      id: accessories.id,
      sellerId: accessories.sellerId,
      title: accessories.title,
      status: accessories.status,
      images: accessories.images,
    })
    .from(accessories)
    .where(inArray(accessories.id, [...ids]));
  return rows.map((row) => ({
    id: row.id,
    sellerId: row.sellerId,
    title: row.title,
    imageKey: row.images[0] ?? null,
    listed: row.status === 'active',
  }));
}

/**
 * A subquery of the ids of a seller's accessories in the shop (active), for the reviews of a
 * seller's public page (an index scan of `accessories_seller`).
 */
export function listedAccessoryIdsOf(sellerId: string): SQL {
  return sql`(select ${accessories.id} from ${accessories} where ${and(
    eq(accessories.sellerId, sellerId),
    eq(accessories.status, 'active'),
  )})`;
}

/**
 * Sets an accessory's rating and review count in the caller's transaction: the row is locked
 * first and `figures` (the reviews' aggregate) runs after the lock, so under READ COMMITTED it
 * sees every moderation committed before it, and two at once both count. A review is not an
 * edit: `updated_at` stays. False when the accessory is gone.
 */
export async function refreshAccessoryRating(
  tx: Pick<Db, 'select' | 'update'>,
  accessoryId: string,
  figures: () => Promise<RatingFigures>,
): Promise<boolean> {
  const [locked] = await tx
    .select({ id: accessories.id })
    .from(accessories)
    .where(eq(accessories.id, accessoryId))
    .for('update');
  if (!locked) return false;
  const { rating, reviewCount } = await figures();
  await tx
    .update(accessories)
    .set({ rating, reviewCount, updatedAt: sql`${accessories.updatedAt}` })
    .where(eq(accessories.id, accessoryId));
  return true;
}
