import { sql, type SQL } from 'drizzle-orm';
import { accessories } from '../../db/schema/accessories';

/**
 * The storage keys accessories use, as a query of one text column `key` (duplicates allowed):
 * every accessory's images, whatever its status. The uploads cleanup deletes only uploads no such
 * query names (docs/decisions/0032); app.ts hands it over, so uploads never imports accessories.
 */
export function accessoryFileKeysInUse(): SQL {
  return sql`
    select image.key from ${accessories}
      cross join lateral jsonb_array_elements_text(${accessories.images}) as image(key)`;
}
