import { z } from 'zod';
import { ORDER_MESSAGES } from './orders';

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
