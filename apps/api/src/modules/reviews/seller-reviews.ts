import type { SellerReviewsResponse } from '@campus-threads/contract';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';
import { listedAccessoryIdsOf } from '../accessories/accessory-rating';
import { listedDesignIdsOf } from '../designs/design-rating';
import { figuresOf, findProducts, productKey, type ProductRef } from './review-products';
import { toPublicReview } from './review-presenter';

type Distribution = SellerReviewsResponse['summary']['distribution'];

/** The approved reviews of the products a seller has in the shop: designs and accessories. */
function ofSeller(sellerId: string): SQL {
  return and(
    eq(reviews.status, 'approved'),
    or(
      and(
        eq(reviews.productType, 'tshirt'),
        sql`${reviews.designId} in ${listedDesignIdsOf(sellerId)}`,
      ),
      and(
        eq(reviews.productType, 'accessory'),
        sql`${reviews.accessoryId} in ${listedAccessoryIdsOf(sellerId)}`,
      ),
    ),
  )!;
}

/**
 * A seller's public reviews (issue 27): what buyers said of every product they have in the shop,
 * newest first a page at a time, and the rating and count over all of them, accessories included
 * (the designs' own figures count t-shirts only).
 */
export function createSellerReviews(db: Db) {
  async function distributionOf(sellerId: string): Promise<Distribution> {
    const rows = await db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(ofSeller(sellerId))
      .groupBy(reviews.rating);
    const distribution: Distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const { rating, n } of rows) distribution[String(rating) as keyof Distribution] = n;
    return distribution;
  }

  /** The rating and count of the seller's page header. */
  async function sellerFigures(sellerId: string) {
    if (!isUuid(sellerId)) return { rating: 0, reviewCount: 0 };
    return figuresOf(await distributionOf(sellerId));
  }

  /** GET /api/users/seller/:id/reviews. An unknown seller has no reviews (their page is the 404). */
  async function forSeller(
    sellerId: string,
    query: { page: number; limit: number },
  ): Promise<SellerReviewsResponse> {
    const empty = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    if (!isUuid(sellerId))
      return {
        reviews: [],
        summary: { rating: 0, reviewCount: 0, distribution: empty },
        pagination: toPagination(query.page, query.limit, 0),
      };
    const distribution = await distributionOf(sellerId);
    const rows = await db
      .select()
      .from(reviews)
      .where(ofSeller(sellerId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit));
    const refs = rows.map((row): ProductRef =>
      row.productType === 'accessory'
        ? { type: 'accessory', id: row.accessoryId! }
        : { type: 'tshirt', id: row.designId! },
    );
    const products = await findProducts(db, refs);
    const figures = figuresOf(distribution);
    return {
      reviews: rows.flatMap((row, i) => {
        const product = products.get(productKey(refs[i]!));
        return product
          ? [
              {
                ...toPublicReview(row),
                product: { type: product.type, id: product.id, title: product.title },
              },
            ]
          : [];
      }),
      summary: { ...figures, distribution },
      pagination: toPagination(query.page, query.limit, figures.reviewCount),
    };
  }

  return { forSeller, sellerFigures };
}
