import { eq, type AnyColumn } from 'drizzle-orm';
import { users } from '../../db/schema/users';

/**
 * A seller's name for catalogue reads. The catalogue lists products with their sellers' names in
 * one statement (docs/decisions/0008), so it joins the users table; this module owns that table,
 * so it hands out the column and the join rather than the table itself.
 */
export const sellerName = users.fullName;

/** A seller's contact for the admin orders view (the admin sees who to call about an item). */
export const sellerContact = {
  sellerName: users.fullName,
  sellerEmail: users.email,
  sellerPhone: users.phone,
};

/** Whether the joined seller is an admin: the shop, which pays itself nothing (0057). */
export const sellerIsAdmin = users.isAdmin;

/** A seller's id, for reads keyed by seller that join the users table (joinSellerRow). */
export const sellerId = users.id;

/** `.innerJoin(...joinSeller(designs.sellerId))`: the seller row of a product row. */
export function joinSeller(sellerId: AnyColumn) {
  return [users, eq(users.id, sellerId)] as const;
}
