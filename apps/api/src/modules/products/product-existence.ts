import type { ProductType } from '@campus-threads/contract';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import {
  existingAccessoryIds,
  withdrawnAccessories,
  type AccessoryWithdrawal,
} from '../accessories/accessory-lookups';
import {
  existingDesignIds,
  withdrawnDesigns,
  type DesignWithdrawal,
} from '../designs/design-lookups';

export type ProductRef = { productType: ProductType; productId: string };

/** Why a product a payment buys can no longer make its order (docs/decisions/0055). */
export type Withdrawal = DesignWithdrawal | AccessoryWithdrawal;

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

  /**
   * Of some products, those withdrawn while a payment for them was under way (by key: productKey),
   * and why; their rows locked for the rest of the caller's transaction (design-lookups.ts,
   * accessory-lookups.ts). Designs first, then accessories, in every caller.
   */
  async function withdrawn(
    products: readonly ProductRef[],
    executor: Pick<Db, 'select'> = db,
  ): Promise<Map<string, Withdrawal>> {
    const ids = (type: ProductRef['productType']) =>
      products.filter((p) => p.productType === type).map((p) => p.productId);
    const designs = await withdrawnDesigns(executor, ids('tshirt'));
    const accessories = await withdrawnAccessories(executor, ids('accessory'));
    const found = new Map<string, Withdrawal>();
    for (const [id, why] of designs)
      found.set(productKey({ productType: 'tshirt', productId: id }), why);
    for (const [id, why] of accessories)
      found.set(productKey({ productType: 'accessory', productId: id }), why);
    return found;
  }

  return { existingProducts, withdrawnProducts: withdrawn };
}
