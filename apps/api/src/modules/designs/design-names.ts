import { sql } from 'drizzle-orm';
import { designs } from '../../db/schema/designs';

/**
 * Where the name suggestions (modules/suggestions) read designs: approved ones only, so an
 * unapproved design never leaks a name into a public suggestion. `from` is the rows; the others
 * are the columns holding each kind of name.
 */
export const DESIGN_NAMES = {
  from: sql`designs where ${designs.status} = 'approved'`,
  university: sql`${designs.universityName}`,
  department: sql`${designs.departmentName}`,
  hostel: sql`${designs.hostelName}`,
  event: sql`${designs.eventName}`,
};
