import { z } from 'zod';

/**
 * `GET /api/dashboard/admin`'s reply (dashboard.ts types are inferred from it; kept apart so the
 * dashboard page ships no zod). Money in rupees.
 */

/** A count in the last period, the one before it, and the change between them. */
export const periodComparisonSchema = z.object({
  last30: z.number(),
  previous30: z.number(),
  /** Percentage change from previous30 to last30 (one decimal); null when previous30 is 0. */
  changePercent: z.number().nullable(),
});

/** A share of a total, for the approval percentages. */
export const designStatusStatsSchema = z.object({
  total: z.number(),
  approved: z.number(),
  pending: z.number(),
  rejected: z.number(),
  /** Percent of total, one decimal; 0 when there are no designs. */
  approvedPercent: z.number(),
  pendingPercent: z.number(),
  rejectedPercent: z.number(),
});

/** One India day of the chart: orders counted for totals and their revenue in rupees. */
export const dailyPointSchema = z.object({
  date: z.string(),
  orders: z.number(),
  revenue: z.number(),
});

export const adminDashboardStatsSchema = z.object({
  /**
   * What counted orders (paid, not cancelled) brought in, in rupees: what was paid online plus
   * the balances of advances collected at the door (docs/decisions/0048).
   */
  revenue: z.number(),
  /** Balances of advances still to be collected at the door on counted orders, in rupees. */
  balanceToCollect: z.number(),
  /** Every counted order (paid, not cancelled). */
  totalOrders: z.number(),
  /** Counted orders created in the last 30 days against the previous 30. */
  newOrders: periodComparisonSchema,
  /** Their revenue in rupees. */
  periodRevenue: periodComparisonSchema,
  /** Accounts created (and not deleted) in the last 30 days against the previous 30. */
  newUsers: periodComparisonSchema,
  /** Accounts that exist (not deleted). */
  totalUsers: z.number(),
  /** Every design in the shop, by status (not only the admin's own). */
  designs: designStatusStatsSchema,
  /** The last 30 India days, oldest first, today last; days without orders are 0. */
  daily: z.array(dailyPointSchema),
  generatedAt: z.string(),
});
