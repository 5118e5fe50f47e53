import { sql, type SQL } from 'drizzle-orm';
import { returnRequests } from '../../db/schema/returns';

/**
 * The storage keys return requests show (the buyer's photos), as a query of one text column
 * `key`, for the uploads cleanup (docs/decisions/0032): app/services.ts hands it over, so uploads
 * never imports returns.
 */
export function returnFileKeysInUse(): SQL {
  return sql`select photo.key from ${returnRequests} cross join lateral jsonb_array_elements_text(${returnRequests.photoKeys}) as photo(key)`;
}
