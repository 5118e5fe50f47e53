import { sql, type SQL } from 'drizzle-orm';
import { accessories } from '../../db/schema/accessories';

/**
 * Whether `userId` sells an accessory, as a boolean SQL expression: such an account gets a
 * seller's upload limits (docs/decisions/0053). app/services.ts hands it to uploads.
 */
export function hasAccessory(userId: string): SQL {
  return sql`exists (select 1 from ${accessories} where ${accessories.sellerId} = ${userId})`;
}
