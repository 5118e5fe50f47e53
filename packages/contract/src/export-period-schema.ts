import { z } from 'zod';
import { ORDER_MESSAGES, SHOP_UTC_OFFSET } from './orders';

/**
 * `?from=&to=` of a sales export (the seller's and the admin's CSV): both days are required
 * (YYYY-MM-DD, days in India as orders.ts `periodBounds` reads them) and `from` is not after `to`
 * (spec: seller-admin §5 Orders).
 */
export const exportPeriodSchema = z
  .object({
    from: z.iso.date({ error: ORDER_MESSAGES.exportDatesRequired }),
    to: z.iso.date({ error: ORDER_MESSAGES.exportDatesRequired }),
  })
  .refine((q) => q.from <= q.to, { message: ORDER_MESSAGES.exportDatesOrder, path: ['to'] });

/** Why a period cannot be exported, or null: the same rule as the schema, for the export forms. */
export function exportRangeError(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return ORDER_MESSAGES.exportDatesRequired;
  if (from > to) return ORDER_MESSAGES.exportDatesOrder;
  return null;
}

/** Today in the shop's time zone (India), as a date input gives it. */
export function shopDay(now: Date = new Date()): string {
  const sign = SHOP_UTC_OFFSET.startsWith('-') ? -1 : 1;
  const minutes = Number(SHOP_UTC_OFFSET.slice(1, 3)) * 60 + Number(SHOP_UTC_OFFSET.slice(4, 6));
  return new Date(now.getTime() + sign * minutes * 60_000).toISOString().slice(0, 10);
}
