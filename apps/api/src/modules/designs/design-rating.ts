import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/designs';

/**
 * What the reviews module reads and writes of designs (docs/decisions/0052), with the database or
 * the caller's transaction: who sells a design and how it is shown, and its `rating` and
 * `review_count`, which only approved reviews move.
 */

export type ReviewedDesign = {
  id: string;
  sellerId: string;
  title: string;
  /** The default colour's first image (a notification's picture). */
  imageKey: string | null;
  /** Shown to shoppers (approved). */
  listed: boolean;
};

/** A product's numbers as the reviews module computes them from its approved reviews. */
export type RatingFigures = { rating: number; reviewCount: number };

/** The designs of these ids (one statement; nothing when no id is given). */
export async function designsForReviews(
  executor: Pick<Db, 'select'>,
  ids: readonly string[],
): Promise<ReviewedDesign[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      id: designs.id,
      sellerId: designs.sellerId,
      title: designs.title,
      status: designs.status,
      colorVariants: designs.colorVariants,
    })
    .from(designs)
    .where(inArray(designs.id, [...ids]));
  return rows.map((row) => ({
    id: row.id,
    sellerId: row.sellerId,
    title: row.title,
    imageKey: row.colorVariants[0]?.images[0] ?? null,
    listed: row.status === 'approved',
  }));
}

/**
 * A subquery of the ids of a seller's designs in the shop (approved), for the reviews of a
 * seller's public page (an index scan of `designs_seller`).
 */
export function listedDesignIdsOf(sellerId: string): SQL {
  return sql`(select ${designs.id} from ${designs} where ${and(
    eq(designs.sellerId, sellerId),
    eq(designs.status, 'approved'),
  )})`;
}

/**
 * Sets a design's rating and review count in the caller's transaction: the row is locked first
 * and `figures` (the reviews' aggregate) runs after the lock, so under READ COMMITTED it sees
 * every moderation committed before it, and two at once both count. A review is not an edit:
 * `updated_at` stays. False when the design is gone.
 */
export async function refreshDesignRating(
  tx: Pick<Db, 'select' | 'update'>,
  designId: string,
  figures: () => Promise<RatingFigures>,
): Promise<boolean> {
  const [locked] = await tx
    .select({ id: designs.id })
    .from(designs)
    .where(eq(designs.id, designId))
    .for('update');
  if (!locked) return false;
  const { rating, reviewCount } = await figures();
  await tx
    .update(designs)
    .set({ rating, reviewCount, updatedAt: sql`${designs.updatedAt}` })
    .where(eq(designs.id, designId));
  return true;
}
