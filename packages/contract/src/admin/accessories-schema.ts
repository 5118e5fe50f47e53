import { z } from 'zod';
import { accessoryListResponseSchema } from '../catalog-schemas';

// /admin/accessories' reply (accessories.ts types are inferred from it; kept apart so pages ship
// no zod).

/** Total / Active / Technical over every accessory in the shop, whatever the search or type. */
export const accessoryCountersSchema = z.object({
  total: z.number(),
  active: z.number(),
  technical: z.number(),
});

/** `GET /api/accessories/admin`: the page asked for, and the shop-wide counters. */
export const adminAccessoryListResponseSchema = accessoryListResponseSchema.extend({
  counters: accessoryCountersSchema,
});
