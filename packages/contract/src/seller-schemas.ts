import { z } from 'zod';
import { tshirtListResponseSchema, tshirtSchema } from './catalog-schemas';
import { UPLOAD_HISTORY_TABS } from './sellers';

// The sellers' replies (their types are inferred at the end; kept apart so pages ship no zod).

/** A seller's own design, with what only its seller (and admins) may see. */
export const sellerDesignSchema = tshirtSchema.extend({
  /** The admin's last remark, whatever the status (red when rejected, green otherwise). */
  sellerRemarks: z.string().nullable(),
  /** The private proof PDF's address, for its seller and admins only. */
  proofFileUrl: z.string().nullable(),
});

/**
 * A design as its reader may see it: its seller and admins get the seller's view, everyone else
 * the shop's (`GET /api/tshirts/{id}`, and the wizard's `POST`/`PUT`, which answer the seller).
 */
export const tshirtForReaderSchema = z.union([sellerDesignSchema, tshirtSchema]);

/** `GET /api/users/seller/{id}`: what anyone may see of a seller (no email or phone). */
export const sellerProfileSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  memberSince: z.string(),
  /**
   * The average of every approved review of their designs and accessories in the shop, and how
   * many: a seller's page counts their accessories' reviews too, not just their designs'.
   */
  rating: z.number(),
  reviewCount: z.number(),
  ...tshirtListResponseSchema.shape,
});

/** `GET /api/tshirts/seller/me/designs`: the seller's designs, newest first, with a count per tab. */
export const sellerDesignsResponseSchema = z.object({
  designs: z.array(sellerDesignSchema),
  counts: z.record(z.enum(UPLOAD_HISTORY_TABS), z.number()),
});

// The types inferred from these schemas, kept here rather than in sellers.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
/** GET /api/users/seller/{id}: what anyone may see of a seller (no email or phone; seller-schemas.ts). */
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
/** A seller's own design, with the remark and proof only its seller (and admins) may see. */
export type SellerDesign = z.infer<typeof sellerDesignSchema>;
/** GET /api/tshirts/seller/me/designs: the seller's designs, newest first, with a count per tab. */
export type SellerDesignsResponse = z.infer<typeof sellerDesignsResponseSchema>;
