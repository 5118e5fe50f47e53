import {
  WISHLIST_MAX,
  type ProductType,
  type WishlistEntry,
  type WishlistResponse,
} from '@campus-threads/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema/wishlist';
import type { AccessoriesService } from '../accessories/accessories.service';
import type { DesignsService } from '../designs/designs.service';
import { productKey, type ProductExistence } from '../products/product-existence';

type Item = { productType: ProductType; productId: string };

export type WishlistService = ReturnType<typeof createWishlistService>;

/** The account's wishlist: entries with their products as cards, three statements. */
export function createWishlistService(deps: {
  db: Db;
  designs: DesignsService;
  accessories: AccessoriesService;
  products: ProductExistence;
}) {
  const { db } = deps;

  async function get(userId: string): Promise<WishlistResponse> {
    const rows = await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt))
      .limit(WISHLIST_MAX);
    const ids = (type: Item['productType']) =>
      rows.filter((r) => r.productType === type).map((r) => r.productId);
    const [tshirts, accessories] = await Promise.all([
      deps.designs.listPublicByIds(ids('tshirt')),
      deps.accessories.listPublicByIds(ids('accessory')),
    ]);
    const tshirtById = new Map(tshirts.map((t) => [t.id, t]));
    const accessoryById = new Map(accessories.map((a) => [a.accessoryId, a]));
    return {
      items: rows.map((row): WishlistEntry => {
        const addedAt = row.createdAt.toISOString();
        return row.productType === 'tshirt'
          ? {
              productType: 'tshirt',
              productId: row.productId,
              addedAt,
              product: tshirtById.get(row.productId) ?? null,
            }
          : {
              productType: 'accessory',
              productId: row.productId,
              addedAt,
              product: accessoryById.get(row.productId) ?? null,
            };
      }),
    };
  }

  /**
   * Adds the products that exist and are not listed yet, up to WISHLIST_MAX in all; the rest
   * are left out (made-up ids, or past the limit). Adds for one account run one at a time
   * (a transaction-scoped advisory lock), so two syncs at once cannot pass the limit together.
   */
  async function add(userId: string, items: readonly Item[]): Promise<void> {
    if (items.length === 0) return;
    const existing = await deps.products.existingProducts(items);
    const seen = new Set<string>();
    const real = items.filter((item) => {
      const key = productKey(item);
      if (!existing.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (real.length === 0) return;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`wishlist:${userId}`}, 0))`,
      );
      const listed = await tx
        .select({ productType: wishlistItems.productType, productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      const listedKeys = new Set(listed.map((row) => productKey(row)));
      const room = Math.max(0, WISHLIST_MAX - listed.length);
      const fresh = real.filter((item) => !listedKeys.has(productKey(item))).slice(0, room);
      if (fresh.length === 0) return;
      await tx
        .insert(wishlistItems)
        .values(fresh.map((item) => ({ userId, ...item })))
        .onConflictDoNothing();
    });
  }

  async function remove(userId: string, item: Item): Promise<void> {
    await db
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.userId, userId),
          eq(wishlistItems.productType, item.productType),
          eq(wishlistItems.productId, item.productId),
        ),
      );
  }

  return { get, add, remove };
}
