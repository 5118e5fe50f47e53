import { sql } from 'drizzle-orm';
import { accessories } from '../../db/schema/accessories';

/**
 * Where the name suggestions (modules/suggestions) read accessories: active ones only. `from` is
 * the rows; the others are the columns holding each kind of name.
 */
export const ACCESSORY_NAMES = {
  from: sql`accessories where ${accessories.status} = 'active'`,
  university: sql`${accessories.universityName}`,
  department: sql`${accessories.departmentName}`,
};
