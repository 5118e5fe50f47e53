import { sql, type SQL } from 'drizzle-orm';
import { designs } from '../../db/schema/designs';

/**
 * The storage keys designs use, as a query of one text column `key` (duplicates allowed): every
 * design's colour images and proof PDF, whatever its status (a rejected or withdrawn design can
 * come back). The uploads cleanup deletes only uploads no such query names (docs/decisions/0032);
 * app.ts hands it over, so uploads never imports designs.
 */
export function designFileKeysInUse(): SQL {
  return sql`
    select image.key from ${designs}
      cross join lateral jsonb_array_elements(${designs.colorVariants}) as variant(value)
      cross join lateral jsonb_array_elements_text(variant.value -> 'images') as image(key)
    union all
    select ${designs.proofFileKey} from ${designs} where ${designs.proofFileKey} is not null`;
}
