import type { ProductType } from '@campus-threads/contract';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { existingAccessoryIds } from '../accessories/accessory-lookups';
import { existingDesignIds, withdrawnDesigns } from '../designs/design-lookups';

export type ProductRef = { productType: ProductType; productId: string };

/** One key per product, so a t-shirt and an accessory sharing an id stay two products. */
export const productKey = (product: { productType: string; productId: string }) =>
  `${product.productType}:${product.productId}`;

export type ProductExistence = ReturnType<typeof createProductExistence>;

/**
 * Which of some products exist (in any state: a design under review or an accessory taken off
 * sale is still a product a list may name). For modules that keep references to products
 * (the wishlist), so they never store made-up ids; two statements at most.
 */
export function createProductExistence(db: Db) {
  async function existingProducts(
    products: readonly ProductRef[],
    executor: Pick<Db, 'select'> = db,
  ): Promise<Set<string>> {
    const ids = (type: ProductRef['productType']) => [
      ...new Set(
        products
          .filter((p) => p.productType === type && isUuid(p.productId))
          .map((p) => p.productId),
      ),
    ];
    // One after the other: `executor` may be a transaction, a single client (decision 0057).
    const tshirtIds = await existingDesignIds(executor, ids('tshirt'));
    const accessoryIds = await existingAccessoryIds(executor, ids('accessory'));
    return new Set([
      ...tshirtIds.map((id) => productKey({ productType: 'tshirt', productId: id })),
      ...accessoryIds.map((id) => productKey({ productType: 'accessory', productId: id })),
    ]);
  }

  /** The designs module's answer (designs/design-lookups.ts), with this service's database. */
  async function withdrawn(
    designIds: readonly string[],
    executor: Pick<Db, 'select'> = db,
  ): Promise<Set<string>> {
    return withdrawnDesigns(executor, designIds);
  }

  return { existingProducts, withdrawnDesigns: withdrawn };
}
