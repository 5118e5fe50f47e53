import type { AccessoryListResponse } from '../catalog';

/**
 * /admin/accessories (spec: seller-admin §2 "Admin accessories"): every accessory whatever its
 * status or seller, through `GET /api/accessories/admin` (admins only).
 */

/** Total / Active / Technical over every accessory in the shop, whatever the search or type. */
export type AccessoryCounters = { total: number; active: number; technical: number };

/** `GET /api/accessories/admin`: the page asked for, and the shop-wide counters. */
export type AdminAccessoryListResponse = AccessoryListResponse & { counters: AccessoryCounters };

/** The type filter: All Types, Technical, Non-Technical (the `isTechnical` query value). */
export const ACCESSORY_TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'true', label: 'Technical' },
  { value: 'false', label: 'Non-Technical' },
] as const;
export type AccessoryTypeFilter = (typeof ACCESSORY_TYPE_FILTERS)[number]['value'];
