import { sql, type SQL } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders';

/**
 * The storage keys order lines show (each line keeps its product's picture, even after the
 * product is edited or deleted), as a query of one text column `key`, for the uploads cleanup
 * (docs/decisions/0032). A notification's picture is its order's first line's.
 */
export function orderFileKeysInUse(): SQL {
  return sql`select ${orderItems.imageKey} from ${orderItems} where ${orderItems.imageKey} is not null`;
}
