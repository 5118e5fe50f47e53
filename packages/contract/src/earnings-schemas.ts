import { z } from 'zod';
import {
  EARNING_KINDS,
  EARNING_STATES,
  EARNINGS_MESSAGES,
  EARNINGS_PAGE_SIZE,
  PAYOUT_LIMITS,
  PAYOUT_MESSAGES,
  upiIdError,
} from './earnings';
import { pageQuerySchema, paginationSchema } from './pagination-schemas';

// The earnings' and payouts' requests and replies (their types are inferred at the end of this file).
// Money in rupees, dates as ISO strings (docs/decisions/0048).

/** One ledger entry as its seller sees it. */
export const earningEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(EARNING_KINDS),
  orderId: z.string(),
  /** The order line's product title (what was sold). */
  title: z.string(),
  /** Negative for `collected` and `reversal`. */
  amount: z.number(),
  state: z.enum(EARNING_STATES),
  /** When a pending entry becomes available: null until its order is delivered. */
  availableAt: z.string().nullable(),
  /** The payout's UPI or bank reference once paid, else null. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** Rupees in each state; `available` may be negative when reversals exceed what is available. */
export const earningsSummarySchema = z.object({
  pending: z.number(),
  available: z.number(),
  paid: z.number(),
});

export const payoutDetailsSchema = z.object({
  upiId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** `PUT /api/sellers/me/payout-details`. */
export const payoutDetailsUpdateSchema = z.object({
  upiId: z
    .string({ error: EARNINGS_MESSAGES.upiRequired })
    .trim()
    .superRefine((value, ctx) => {
      const problem = upiIdError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** A payout the admin made outside the shop, as recorded. */
export const payoutSchema = z.object({
  _id: z.string(),
  sellerId: z.string(),
  amount: z.number(),
  reference: z.string(),
  upiId: z.string(),
  createdAt: z.string(),
});

/** Earnings per week for the seller's chart: weeks start on Monday, in India time. */
export const weeklyEarningSchema = z.object({ weekStart: z.string(), amount: z.number() });

/** `?page=&limit=` of `GET /api/sellers/me/earnings` (a limit over 100 is a 422). */
export const sellerEarningsQuerySchema = pageQuerySchema({ defaultLimit: EARNINGS_PAGE_SIZE });

/** `GET /api/sellers/me/earnings?page=&limit=`: newest entries first. */
export const sellerEarningsResponseSchema = z.object({
  summary: earningsSummarySchema,
  entries: z.array(earningEntrySchema),
  pagination: paginationSchema,
  /** The last 12 weeks, oldest first, every week present (0 when nothing was earned). */
  weekly: z.array(weeklyEarningSchema),
  payoutDetails: payoutDetailsSchema,
  /** The seller's latest payouts, newest first (at most 10). */
  payouts: z.array(payoutSchema),
  /** Days after delivery before an earning becomes available (EARNINGS_HOLD_DAYS). */
  holdDays: z.number(),
});

/** One row per seller of `GET /api/admin/payouts`. */
export const adminPayoutRowSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  upiId: z.string().nullable(),
  pending: z.number(),
  available: z.number(),
  paid: z.number(),
  lastPayoutAt: z.string().nullable(),
});

export const adminPayoutsResponseSchema = z.object({
  sellers: z.array(adminPayoutRowSchema),
  /** The shop's totals over every seller. */
  totals: earningsSummarySchema,
});

/** `POST /api/admin/payouts`. */
export const recordPayoutSchema = z.object({
  sellerId: z.string().min(1),
  amount: z
    .number({ error: PAYOUT_MESSAGES.amountRequired })
    .positive(PAYOUT_MESSAGES.amountRequired)
    .multipleOf(0.01, PAYOUT_MESSAGES.amountRequired),
  reference: z
    .string({ error: PAYOUT_MESSAGES.referenceRequired })
    .trim()
    .min(1, PAYOUT_MESSAGES.referenceRequired)
    .min(PAYOUT_LIMITS.referenceMin, PAYOUT_MESSAGES.referenceLength)
    .max(PAYOUT_LIMITS.referenceMax, PAYOUT_MESSAGES.referenceLength),
});
export type RecordPayoutInput = z.output<typeof recordPayoutSchema>;

// The types inferred from these schemas, kept here rather than in earnings.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
// The replies' shapes, inferred from earnings-schemas.ts.
export type EarningEntry = z.infer<typeof earningEntrySchema>;
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>;
export type Payout = z.infer<typeof payoutSchema>;
export type SellerEarningsResponse = z.infer<typeof sellerEarningsResponseSchema>;
export type AdminPayoutRow = z.infer<typeof adminPayoutRowSchema>;
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponseSchema>;
