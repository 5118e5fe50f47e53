import { sql, type SQL } from 'drizzle-orm';
import { designs } from '../../db/schema/designs';

/**
 * Whether `userId` has a design an admin approved, as a boolean SQL expression: such an account
 * gets a seller's upload limits (docs/decisions/0053). app/services.ts hands it to uploads, so
 * uploads never imports designs.
 */
export function hasApprovedDesign(userId: string): SQL {
  return sql`exists (select 1 from ${designs} where ${designs.sellerId} = ${userId} and ${designs.status} = 'approved')`;
}
