import { sql, type SQL } from 'drizzle-orm';
import { cartItems } from '../../db/schema/cart';

/**
 * The storage keys cart lines show: each line keeps the picture of what was added, to name a
 * product that is gone (docs/decisions/0034). A query of one text column `key`, for the uploads
 * cleanup (docs/decisions/0032).
 */
export function cartFileKeysInUse(): SQL {
  return sql`select ${cartItems.productImageKey} from ${cartItems} where ${cartItems.productImageKey} is not null`;
}
