import type { z } from 'zod';
import type {
  accessoryCountersSchema,
  adminAccessoryListResponseSchema,
} from './accessories-schema';

/**
 * /admin/accessories (spec: seller-admin §2 "Admin accessories"): every accessory whatever its
 * status or seller, through `GET /api/accessories/admin` (admins only).
 */

/** Total / Active / Technical over every accessory in the shop, whatever the search or type. */
export type AccessoryCounters = z.infer<typeof accessoryCountersSchema>;

/** `GET /api/accessories/admin`: the page asked for, and the shop-wide counters (accessories-schema.ts). */
export type AdminAccessoryListResponse = z.infer<typeof adminAccessoryListResponseSchema>;

/** The type filter: All Types, Technical, Non-Technical (the `isTechnical` query value). */
export const ACCESSORY_TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'true', label: 'Technical' },
  { value: 'false', label: 'Non-Technical' },
] as const;
export type AccessoryTypeFilter = (typeof ACCESSORY_TYPE_FILTERS)[number]['value'];
