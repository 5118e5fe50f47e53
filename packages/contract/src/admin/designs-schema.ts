import { z } from 'zod';
import { paginationSchema } from '../pagination-schemas';
import { sellerDesignSchema } from '../seller-schemas';
import { ADMIN_DESIGN_TABS } from './designs';

// The admin designs screen's replies (designs.ts types are inferred from these; kept apart so
// pages ship no zod).

/** A design as an admin sees it: every field of the seller's view. */
export const adminDesignSchema = sellerDesignSchema;

/** `GET /api/tshirts/admin/all` and `/admin/pending`: a page, the tab counts and paging. */
export const adminDesignListResponseSchema = z.object({
  designs: z.array(adminDesignSchema),
  counts: z.record(z.enum(ADMIN_DESIGN_TABS), z.number()),
  pagination: paginationSchema,
});
