import {
  CATALOG_MESSAGES,
  type MyReviewsResponse,
  type ProductReviewsResponse,
  type ProductType,
} from '@campus-threads/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import type { Viewer } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';
import { approvedDistribution, figuresOf, findProduct, ofProduct } from './review-products';
import { toMyReview, toPublicReview } from './review-presenter';

/** The most reviews `GET /api/reviews/mine` answers (far more than /orders shows orders). */
const MY_REVIEWS_MAX = 500;

/** Reading reviews: a product's approved ones for its page, and a buyer's own for /orders. */
export function createReviewReads(db: Db) {
  /**
   * GET /api/{tshirts,accessories}/{id}/reviews: approved reviews newest first, a page at a time,
   * with the product's figures and distribution over every approved review. A product a shopper
   * cannot see (pending, inactive) is a 404, except for its seller and admins, as its page is.
   */
  async function forProduct(
    type: ProductType,
    id: string,
    query: { page: number; limit: number },
    viewer: Viewer,
  ): Promise<ProductReviewsResponse> {
    const notFound = () =>
      new AppError(
        'NOT_FOUND',
        type === 'tshirt' ? CATALOG_MESSAGES.tshirtNotFound : CATALOG_MESSAGES.accessoryNotFound,
      );
    if (!isUuid(id)) throw notFound();
    const ref = { type, id };
    const [product, distribution, rows] = await Promise.all([
      findProduct(db, ref),
      approvedDistribution(db, ref),
      db
        .select()
        .from(reviews)
        .where(and(ofProduct(ref), eq(reviews.status, 'approved')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
    ]);
    const visible =
      product && (product.listed || viewer?.isAdmin || viewer?.id === product.sellerId);
    if (!visible) throw notFound();
    const figures = figuresOf(distribution);
    return {
      reviews: rows.map(toPublicReview),
      summary: { ...figures, distribution },
      pagination: toPagination(query.page, query.limit, figures.reviewCount),
      sellerId: product.sellerId,
    };
  }

  /** GET /api/reviews/mine: what the buyer reviewed, newest first, in any status. */
  async function mine(userId: string): Promise<MyReviewsResponse> {
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(MY_REVIEWS_MAX);
    return { reviews: rows.map(toMyReview) };
  }

  return { forProduct, mine };
}
