import { z } from 'zod';
import { paginationSchema } from '../pagination-schemas';
import { sellerDesignSchema } from '../seller-schemas';
import { ADMIN_DESIGN_TABS } from './designs';

// The admin designs screen's replies (their types are inferred at the end of this file; kept apart so
// pages ship no zod).

/** A design as an admin sees it: every field of the seller's view. */
export const adminDesignSchema = sellerDesignSchema;

/** `GET /api/tshirts/admin/all` and `/admin/pending`: a page, the tab counts and paging. */
export const adminDesignListResponseSchema = z.object({
  designs: z.array(adminDesignSchema),
  counts: z.record(z.enum(ADMIN_DESIGN_TABS), z.number()),
  pagination: paginationSchema,
});

// Kept here rather than in designs.ts so that file never imports this one back (no import
// cycles, docs/decisions/0062).
/**
 * The list's reply (not a bare array: the screen needs the tab counts and paging). Newest first
 * by createdAt; `counts` are per status for the same search, so the tabs show what each holds.
 */
export type AdminDesignListResponse = z.infer<typeof adminDesignListResponseSchema>;
