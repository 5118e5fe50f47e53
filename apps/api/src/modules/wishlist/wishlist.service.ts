import { WISHLIST_MAX, type WishlistEntry, type WishlistResponse } from '@campus-threads/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import type { AccessoriesService } from '../catalog/accessories.service';
import type { DesignsService } from '../catalog/designs.service';

type Item = { productType: 'tshirt' | 'accessory'; productId: string };

export type WishlistService = ReturnType<typeof createWishlistService>;

/** The account's wishlist (DECISIONS #14): entries with their products as cards, three statements. */
export function createWishlistService(deps: { db: Db; designs: DesignsService; accessories: AccessoriesService }) {
  const { db } = deps;

  async function get(userId: string): Promise<WishlistResponse> {
    const rows = await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt))
      .limit(WISHLIST_MAX);
    const ids = (type: Item['productType']) => rows.filter((r) => r.productType === type).map((r) => r.productId);
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
          ? { productType: 'tshirt', productId: row.productId, addedAt, product: tshirtById.get(row.productId) ?? null }
          : { productType: 'accessory', productId: row.productId, addedAt, product: accessoryById.get(row.productId) ?? null };
      }),
    };
  }

  async function add(userId: string, items: readonly Item[]): Promise<void> {
    if (items.length === 0) return;
    await db
      .insert(wishlistItems)
      .values(items.map((item) => ({ userId, ...item })))
      .onConflictDoNothing();
  }

  async function remove(userId: string, item: Item): Promise<void> {
    await db
      .delete(wishlistItems)
      .where(
        and(eq(wishlistItems.userId, userId), eq(wishlistItems.productType, item.productType), eq(wishlistItems.productId, item.productId)),
      );
  }

  return { get, add, remove };
}
