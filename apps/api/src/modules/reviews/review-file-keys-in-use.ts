import { sql, type SQL } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews';

/**
 * The storage keys reviews use, as a query of one text column `key`: every review's photos,
 * whatever its status (a rejected review can be approved later). The uploads cleanup deletes
 * only uploads no such query names (docs/decisions/0032); app/services.ts hands it over.
 */
export function reviewFileKeysInUse(): SQL {
  return sql`
    select photo.key from ${reviews}
      cross join lateral jsonb_array_elements_text(${reviews.photoKeys}) as photo(key)`;
}
