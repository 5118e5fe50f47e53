import {
  REVIEWS_PAGE_SIZE,
  type ProductReviewsResponse,
  type ProductType,
} from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const COLLECTION: Record<ProductType, string> = { tshirt: 'tshirts', accessory: 'accessories' };

/**
 * GET /api/tshirts/{id}/reviews or /api/accessories/{id}/reviews?page=&limit=: a product's approved
 * reviews, newest first, with its rating summary and seller. Public; the token goes along when
 * there is one, so a seller sees the reviews of their own product that is not listed yet.
 */
export function getProductReviews(
  productType: ProductType,
  productId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ProductReviewsResponse> {
  return api.get<ProductReviewsResponse>(
    `${COLLECTION[productType]}/${encodeURIComponent(productId)}/reviews`,
    { params: { page, limit: REVIEWS_PAGE_SIZE }, signal },
  );
}

/** One page of a product's reviews; the section shows page after page as the shopper asks. */
export function useProductReviews(productType: ProductType, productId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.reviews.product(productType, productId, page),
    queryFn: ({ signal }) => getProductReviews(productType, productId, page, signal),
  });
}
