import { z } from 'zod';
import { PRODUCT_TYPES, TSHIRT_SIZES } from './catalog';
import { pageQuerySchema, paginationSchema } from './pagination-schemas';
import {
  ADMIN_RETURNS_PAGE_SIZE,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_STATUSES,
  RETURN_TYPES,
} from './returns';
import {
  CASH_REFUND_MESSAGES,
  CASH_REFUND_STATES,
  REFUND_DESTINATION_PATTERNS,
} from './return-refunds';

// The return requests' requests and replies (docs/decisions/0052).

/** Where the part of a return's refund paid at the door goes (docs/decisions/0058). */
export const refundDestinationSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('upi'),
      upiId: z
        .string({ error: CASH_REFUND_MESSAGES.upiInvalid })
        .trim()
        .regex(REFUND_DESTINATION_PATTERNS.upiId, CASH_REFUND_MESSAGES.upiInvalid),
    }),
    z.object({
      method: z.literal('bank'),
      accountName: z
        .string({ error: CASH_REFUND_MESSAGES.accountNameRequired })
        .trim()
        .min(2, CASH_REFUND_MESSAGES.accountNameRequired)
        .max(100, CASH_REFUND_MESSAGES.accountNameRequired),
      accountNumber: z
        .string({ error: CASH_REFUND_MESSAGES.accountNumberInvalid })
        .trim()
        .regex(
          REFUND_DESTINATION_PATTERNS.accountNumber,
          CASH_REFUND_MESSAGES.accountNumberInvalid,
        ),
      ifsc: z
        .string({ error: CASH_REFUND_MESSAGES.ifscInvalid })
        .trim()
        .toUpperCase()
        .regex(REFUND_DESTINATION_PATTERNS.ifsc, CASH_REFUND_MESSAGES.ifscInvalid),
    }),
  ],
  { error: CASH_REFUND_MESSAGES.destinationRequired },
);
export type RefundDestination = z.output<typeof refundDestinationSchema>;

/** `PATCH /api/returns/:id/cash-refund` (the seller who owes it) and `PATCH /api/admin/returns/:id/cash-refund`. */
export const markCashRefundPaidSchema = z.object({
  reference: z
    .string({ error: CASH_REFUND_MESSAGES.referenceRequired })
    .trim()
    .min(1, CASH_REFUND_MESSAGES.referenceRequired)
    .max(100, CASH_REFUND_MESSAGES.referenceLength),
});
export type MarkCashRefundPaidInput = z.output<typeof markCashRefundPaidSchema>;

/** `POST /api/orders/:id/returns`. Photos are upload keys of the `returns` category. */
export const createReturnSchema = z.object({
  type: z.enum(RETURN_TYPES, { error: RETURN_MESSAGES.typeRequired }),
  reason: z
    .string({ error: RETURN_MESSAGES.reasonLength })
    .trim()
    .min(RETURN_LIMITS.reasonMin, RETURN_MESSAGES.reasonLength)
    .max(RETURN_LIMITS.reasonMax, RETURN_MESSAGES.reasonLength),
  items: z
    .array(
      z.object({
        orderItemId: z.string().min(1, RETURN_MESSAGES.itemNotInOrder),
        quantity: z
          .number({ error: RETURN_MESSAGES.quantityInvalid })
          .int(RETURN_MESSAGES.quantityInvalid)
          .min(1, RETURN_MESSAGES.quantityInvalid)
          .max(1000, RETURN_MESSAGES.quantityInvalid),
        exchangeSize: z
          .enum(TSHIRT_SIZES, { error: RETURN_MESSAGES.exchangeSizeRequired })
          .optional(),
      }),
      { error: RETURN_MESSAGES.itemsRequired },
    )
    .min(1, RETURN_MESSAGES.itemsRequired)
    .max(RETURN_LIMITS.linesMax, RETURN_MESSAGES.itemsRequired)
    // One row per line (the quantity says how many): the server stores a line once per request.
    .refine((items) => new Set(items.map((i) => i.orderItemId)).size === items.length, {
      message: RETURN_MESSAGES.duplicateItem,
    }),
  photos: z
    .array(z.string().min(1).max(300))
    .max(RETURN_LIMITS.photosMax, RETURN_MESSAGES.tooManyPhotos)
    .optional(),
  /** Asked for a return of an order paid partly at the door (the server says when it is missing). */
  refundTo: refundDestinationSchema.optional(),
});
export type CreateReturnInput = z.output<typeof createReturnSchema>;

/** `PATCH /api/admin/returns/:id` (and the fulfilling seller's `PATCH /api/returns/:id`). */
export const moveReturnSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'received'], { error: RETURN_MESSAGES.typeRequired }),
    remark: z
      .string()
      .trim()
      .max(RETURN_LIMITS.remarkMax, RETURN_MESSAGES.remarkLength)
      .default(''),
  })
  .refine((v) => v.status !== 'rejected' || v.remark.length > 0, {
    message: RETURN_MESSAGES.remarkRequired,
    path: ['remark'],
  });
export type MoveReturnInput = z.output<typeof moveReturnSchema>;

export const returnTimelineEntrySchema = z.object({
  status: z.enum(RETURN_STATUSES),
  at: z.string(),
  remark: z.string(),
});

/** A request as the buyer, the fulfiller and admins see it. */
export const returnRequestSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  type: z.enum(RETURN_TYPES),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  photos: z.array(z.object({ url: z.string(), thumbnailUrl: z.string() })),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      productType: z.enum(PRODUCT_TYPES),
      title: z.string(),
      imageUrl: z.string().nullable(),
      size: z.string().nullable(),
      color: z.string().nullable(),
      quantity: z.number(),
      exchangeSize: z.string().nullable(),
    }),
  ),
  timeline: z.array(returnTimelineEntrySchema),
  /** Who decides: a seller's id, or null for the shop. */
  fulfillerId: z.string().nullable(),
  /** The buyer's name as on the order's delivery details (for the fulfiller and admins). */
  buyerName: z.string(),
  /** The ₹0 order an approved exchange made. */
  replacementOrderId: z.string().nullable(),
  /** Rupees paid back through the payment provider for a received return, else null. */
  refundAmount: z.number().nullable(),
  /**
   * Rupees owed back in cash for what was paid at the door (docs/decisions/0058), else null;
   * `refundAmount + cashRefundAmount` is what was paid for the returned lines.
   */
  cashRefundAmount: z.number().nullable(),
  /** That cash refund: who pays it (a seller's id, null: the shop), whether it is paid, and where. */
  cashRefund: z
    .object({
      owedBy: z.string().nullable(),
      state: z.enum(CASH_REFUND_STATES),
      reference: z.string().nullable(),
      paidAt: z.string().nullable(),
      payTo: z.string().nullable(),
    })
    .nullable(),
  /** Rupees a received return took off the balance still due at the door, else null. */
  balanceCreditAmount: z.number().nullable(),
  /** The credit note of a received return (GET /api/returns/:id/credit-note), else null. */
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * `GET /api/orders/:id/returns` (buyer, fulfiller, admin), `GET /api/returns/mine` (buyer),
 * `GET /api/returns/seller?status=` (fulfilling seller) and `GET /api/admin/returns?status=`.
 * `status=open` is requested + approved.
 */
export const returnListQuerySchema = pageQuerySchema({
  defaultLimit: ADMIN_RETURNS_PAGE_SIZE,
}).extend({ status: z.enum([...RETURN_STATUSES, 'open', 'all']).default('open') });
export const returnRequestsResponseSchema = z.object({
  requests: z.array(returnRequestSchema),
  pagination: paginationSchema,
});

// The types inferred from these schemas, kept here rather than in returns.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
export type ReturnRequestsResponse = z.infer<typeof returnRequestsResponseSchema>;
export type ReturnTimelineEntry = z.infer<typeof returnTimelineEntrySchema>;
