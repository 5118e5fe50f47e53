import type { SellerReviewsResponse } from '@campus-threads/contract';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';
import { listedAccessoryIdsOf } from '../accessories/accessory-rating';
import { listedDesignIdsOf } from '../designs/design-rating';
import {
  approvedDistributionOf,
  emptyDistribution,
  figuresOf,
  findProducts,
  productKey,
  type ProductRef,
} from './review-products';
import { toPublicReview } from './review-presenter';

/** The reviews of the products a seller has in the shop: designs and accessories. */
function ofSeller(sellerId: string): SQL {
  return or(
    and(
      eq(reviews.productType, 'tshirt'),
      sql`${reviews.designId} in ${listedDesignIdsOf(sellerId)}`,
    ),
    and(
      eq(reviews.productType, 'accessory'),
      sql`${reviews.accessoryId} in ${listedAccessoryIdsOf(sellerId)}`,
    ),
  )!;
}

/**
 * A seller's public reviews: what buyers said of every product they have in the shop,
 * newest first a page at a time, and the rating and count over all of them, accessories included
 * (the page header shows these figures too).
 */
export function createSellerReviews(db: Db) {
  /** The rating and count of the seller's page header. */
  async function sellerFigures(sellerId: string) {
    if (!isUuid(sellerId)) return { rating: 0, reviewCount: 0 };
    return figuresOf(await approvedDistributionOf(db, ofSeller(sellerId)));
  }

  /** GET /api/users/seller/:id/reviews. An unknown seller has no reviews (their page is the 404). */
  async function forSeller(
    sellerId: string,
    query: { page: number; limit: number },
  ): Promise<SellerReviewsResponse> {
    if (!isUuid(sellerId))
      return {
        reviews: [],
        summary: { rating: 0, reviewCount: 0, distribution: emptyDistribution() },
        pagination: toPagination(query.page, query.limit, 0),
      };
    const distribution = await approvedDistributionOf(db, ofSeller(sellerId));
    const rows = await db
      .select()
      .from(reviews)
      .where(and(ofSeller(sellerId), eq(reviews.status, 'approved')))
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
