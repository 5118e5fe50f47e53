import { z } from 'zod';
import { TSHIRT_SIZES } from './catalog';
import { tshirtSchema } from './catalog-schemas';
import { DROP_LIMITS, DROP_MESSAGES, DROP_STATUSES, DROPS_PAGE_SIZE } from './drops';
import { pageQuerySchema, paginationSchema } from './pagination-schemas';

// The drops' requests and replies (their types are inferred at the end of this file). Money in rupees,
// dates as ISO strings (docs/decisions/0049). The rules that need the clock or the design's price
// are drops.ts `dropProblems`, which the server runs after these.

const peopleCount = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(DROP_LIMITS.quantityMin, message)
    .max(DROP_LIMITS.quantityMax, message);

export const dropTierInputSchema = z.object({
  minQuantity: peopleCount(DROP_MESSAGES.tierQuantityRange),
  /** Rupees each, below the design's price (checked by `dropProblems`). */
  price: z
    .number({ error: DROP_MESSAGES.tierPriceRequired })
    .positive(DROP_MESSAGES.tierPriceRequired)
    .multipleOf(0.01, DROP_MESSAGES.tierPriceRequired),
});

/** `POST /api/drops`. */
export const createDropSchema = z.object({
  designId: z
    .string({ error: DROP_MESSAGES.designRequired })
    .trim()
    .min(1, DROP_MESSAGES.designRequired),
  title: z
    .string({ error: DROP_MESSAGES.titleRequired })
    .trim()
    .min(1, DROP_MESSAGES.titleRequired)
    .min(DROP_LIMITS.titleMin, DROP_MESSAGES.titleLength)
    .max(DROP_LIMITS.titleMax, DROP_MESSAGES.titleLength),
  description: z
    .string()
    .trim()
    .max(DROP_LIMITS.descriptionMax, DROP_MESSAGES.descriptionLength)
    .optional(),
  /** ISO 8601 with a zone ("2026-12-01T18:00:00.000Z"). */
  deadline: z.iso.datetime({ offset: true, error: DROP_MESSAGES.deadlineInvalid }),
  minQuantity: peopleCount(DROP_MESSAGES.minQuantityRange),
  maxQuantity: peopleCount(DROP_MESSAGES.maxQuantityRange).nullish(),
  tiers: z
    .array(dropTierInputSchema)
    .max(DROP_LIMITS.tiersMax, DROP_MESSAGES.tooManyTiers)
    .optional(),
});
export type CreateDropInput = z.output<typeof createDropSchema>;

/** `POST /api/drops/:id/cancel`. */
export const cancelDropSchema = z.object({
  reason: z
    .string({ error: DROP_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, DROP_MESSAGES.cancelReasonRequired)
    .max(DROP_LIMITS.cancelReasonMax, DROP_MESSAGES.cancelReasonLength),
});
export type CancelDropInput = z.output<typeof cancelDropSchema>;

export const dropTierSchema = z.object({ minQuantity: z.number(), price: z.number() });

/** A drop as every reply sends it. */
export const dropSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  /** Null only when the design was deleted with its seller's account (docs/decisions/0049). */
  designId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  status: z.enum(DROP_STATUSES),
  /** Units joined so far. */
  quantity: z.number(),
  minQuantity: z.number(),
  maxQuantity: z.number().nullable(),
  deadline: z.string(),
  /** Units joined per size ({ S: 1, M: 2 }); a size nobody chose is absent. */
  sizeTally: z.partialRecord(z.enum(TSHIRT_SIZES), z.number()),
  /** Rupees each at the current quantity (`dropPricePaise`). */
  price: z.number(),
  /** The design's price when the drop opened, in rupees: what each buyer pays when joining. */
  basePrice: z.number(),
  /** Ascending by people. */
  tiers: z.array(dropTierSchema),
  ownerId: z.string(),
  cancelledReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** A signed-in buyer's own place in a drop: one order of it, not cancelled (decision 0054). */
export const dropJoinSchema = z.object({
  orderId: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  /** What the order costs now, in rupees (the tier's price once the drop closed at one). */
  paid: z.number(),
});

/**
 * `GET /api/drops/:slug`: the drop and its design as the catalogue sends it, and `mine`, the
 * signed-in buyer's joins (empty for a guest).
 */
export const dropResponseSchema = z.object({
  drop: dropSchema,
  design: tshirtSchema,
  mine: z.array(dropJoinSchema),
});

/** A drop in the owner's and the admin's lists. */
export const dropListItemSchema = dropSchema.extend({
  ownerName: z.string(),
  designTitle: z.string().nullable(),
  /** The design's first picture as a thumbnail, or null. */
  designImage: z.string().nullable(),
  /** Rupees raised so far: quantity × the price now; 0 once a failed or cancelled drop refunded everyone. */
  raised: z.number(),
});

/** `GET /api/drops/mine?page=&limit=`: newest first. */
export const ownerDropsQuerySchema = pageQuerySchema({ defaultLimit: DROPS_PAGE_SIZE });
export const ownerDropsResponseSchema = z.object({
  drops: z.array(dropListItemSchema),
  pagination: paginationSchema,
});

/** `GET /api/admin/drops?page=&limit=&status=`: every owner's, newest first. */
export const adminDropsQuerySchema = pageQuerySchema({ defaultLimit: DROPS_PAGE_SIZE }).extend({
  status: z.enum(DROP_STATUSES).optional(),
});
export const adminDropsResponseSchema = ownerDropsResponseSchema;

// The types inferred from these schemas, kept here rather than in drops.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
// The replies' shapes, inferred from drops-schemas.ts.
export type Drop = z.infer<typeof dropSchema>;
export type DropResponse = z.infer<typeof dropResponseSchema>;
export type DropJoin = z.infer<typeof dropJoinSchema>;
export type DropListItem = z.infer<typeof dropListItemSchema>;
export type OwnerDropsResponse = z.infer<typeof ownerDropsResponseSchema>;
export type AdminDropsResponse = z.infer<typeof adminDropsResponseSchema>;
