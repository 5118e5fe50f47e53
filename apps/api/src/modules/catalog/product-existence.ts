import type { ProductType } from '@campus-threads/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories, designs } from '../../db/schema/catalog';
import { isUuid } from '../../lib/ids';

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
    const tshirtIds = ids('tshirt');
    const accessoryIds = ids('accessory');
    const [tshirts, accessoryRows] = await Promise.all([
      tshirtIds.length > 0
        ? executor.select({ id: designs.id }).from(designs).where(inArray(designs.id, tshirtIds))
        : [],
      accessoryIds.length > 0
        ? executor
            .select({ id: accessories.id })
            .from(accessories)
            .where(inArray(accessories.id, accessoryIds))
        : [],
    ]);
    return new Set([
      ...tshirts.map((row) => productKey({ productType: 'tshirt', productId: row.id })),
      ...accessoryRows.map((row) => productKey({ productType: 'accessory', productId: row.id })),
    ]);
  }

  /**
   * Of some designs, those no longer on sale for good: deleted, or rejected by an admin (an edit
   * back in review is still the design the buyer chose). A payment for one makes no order.
   */
  async function withdrawnDesigns(
    designIds: readonly string[],
    executor: Pick<Db, 'select'> = db,
  ): Promise<Set<string>> {
    const ids = [...new Set(designIds.filter(isUuid))];
    if (ids.length === 0) return new Set();
    const rows = await executor
      .select({ id: designs.id, status: designs.status })
      .from(designs)
      .where(inArray(designs.id, ids));
    const onSale = new Set(rows.filter((row) => row.status !== 'rejected').map((row) => row.id));
    return new Set(ids.filter((id) => !onSale.has(id)));
  }

  return { existingProducts, withdrawnDesigns };
}
