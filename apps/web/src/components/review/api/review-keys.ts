import type { ProductType } from '@campus-threads/contract';

/**
 * The React Query keys of reviews as shoppers see them, under one `reviews` prefix: a reply or a
 * moderation refreshes every page of a product's reviews. The buyer's own list is keyed by the
 * user, so another account signing in on the same tab never sees it.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  productAll: (productType: ProductType, productId: string) =>
    ['reviews', 'product', productType, productId] as const,
  product: (productType: ProductType, productId: string, page: number) =>
    ['reviews', 'product', productType, productId, page] as const,
  mineAll: ['reviews', 'mine'] as const,
  mine: (userId: string) => ['reviews', 'mine', userId] as const,
};
