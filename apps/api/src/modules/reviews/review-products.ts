import { averageRating, type ProductType, type RatingSummary } from '@campus-threads/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { accessoriesForReviews, refreshAccessoryRating } from '../accessories/accessory-rating';
import { designsForReviews, refreshDesignRating } from '../designs/design-rating';

/**
 * The products reviews are of, read and rated through the two catalogue modules' own functions
 * (designs/design-rating.ts, accessories/accessory-rating.ts), and the figures computed here from
 * the approved reviews (docs/decisions/0052).
 */

type Reader = Pick<Db, 'select'>;
type Distribution = RatingSummary['distribution'];

export type ProductRef = { type: ProductType; id: string };

export type ReviewedProduct = ProductRef & {
  sellerId: string;
  title: string;
  imageKey: string | null;
  /** Shown to shoppers: an approved design, an active accessory. */
  listed: boolean;
};

export const productKey = (ref: ProductRef) => `${ref.type}:${ref.id}`;

/**
 * The products of these references, by `productKey` (two statements at most, one after the other:
 * `executor` may be a transaction, a single client, docs/decisions/0057).
 */
export async function findProducts(
  executor: Reader,
  refs: readonly ProductRef[],
): Promise<Map<string, ReviewedProduct>> {
  const idsOf = (type: ProductType) => [
    ...new Set(refs.filter((r) => r.type === type).map((r) => r.id)),
  ];
  const tees = await designsForReviews(executor, idsOf('tshirt'));
  const goods = await accessoriesForReviews(executor, idsOf('accessory'));
  const products = [
    ...tees.map((p) => ({ ...p, type: 'tshirt' as const })),
    ...goods.map((p) => ({ ...p, type: 'accessory' as const })),
  ];
  return new Map(products.map((p) => [productKey(p), p]));
}

export async function findProduct(
  executor: Reader,
  ref: ProductRef,
): Promise<ReviewedProduct | undefined> {
  return (await findProducts(executor, [ref])).get(productKey(ref));
}

/** The reviews of one product (each kind has its own column and index). */
export function ofProduct(ref: ProductRef): SQL {
  return and(
    eq(reviews.productType, ref.type),
    ref.type === 'tshirt' ? eq(reviews.designId, ref.id) : eq(reviews.accessoryId, ref.id),
  )!;
}

/** No review yet: nought of each number of stars. */
export const emptyDistribution = (): Distribution => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });

/** How many approved reviews of `which` (a product's, a seller's) give each number of stars. */
export async function approvedDistributionOf(executor: Reader, which: SQL): Promise<Distribution> {
  const rows = await executor
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(which, eq(reviews.status, 'approved')))
    .groupBy(reviews.rating);
  const distribution = emptyDistribution();
  for (const { rating, n } of rows) distribution[String(rating) as keyof Distribution] = n;
  return distribution;
}

/** How many approved reviews of a product give each number of stars (one statement). */
export function approvedDistribution(executor: Reader, ref: ProductRef): Promise<Distribution> {
  return approvedDistributionOf(executor, ofProduct(ref));
}

/** The rating (the contract's `averageRating`: one decimal) and count a distribution makes. */
export function figuresOf(distribution: Distribution): { rating: number; reviewCount: number } {
  const ratings = Object.entries(distribution).flatMap(([stars, n]) =>
    Array<number>(n).fill(Number(stars)),
  );
  return { rating: averageRating(ratings), reviewCount: ratings.length };
}

/**
 * Recomputes a product's rating and review count in the moderation's transaction: the catalogue
 * module locks the product's row, then the aggregate runs in the next statement (decision 0052).
 */
export async function refreshRating(
  tx: Pick<Db, 'select' | 'update'>,
  ref: ProductRef,
): Promise<void> {
  const figures = async () => figuresOf(await approvedDistribution(tx, ref));
  if (ref.type === 'tshirt') await refreshDesignRating(tx, ref.id, figures);
  else await refreshAccessoryRating(tx, ref.id, figures);
}
