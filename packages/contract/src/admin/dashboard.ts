import type { z } from 'zod';
import { SHOP_UTC_OFFSET } from '../orders';
import type {
  adminDashboardStatsSchema,
  dailyPointSchema,
  designStatusStatsSchema,
  periodComparisonSchema,
} from './dashboard-schema';

/**
 * /admin (spec: seller-admin §2 "Admin dashboard", §9 "Dashboard periods";
 * docs/decisions/0018): statistics computed by the server in one call, `GET /api/dashboard/admin`.
 */

export const ADMIN_DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
} as const;

/** Cards compare the last 30 days with the 30 before; the chart shows the last 30 days in India. */
export const DASHBOARD_PERIOD_DAYS = 30;

const DAY_MS = 86_400_000;
/** India keeps one offset all year (no daylight saving): +05:30 in minutes. */
const INDIA_OFFSET_MS = 330 * 60_000;

// The reply's shapes, inferred from admin/dashboard-schema.ts.
export type PeriodComparison = z.infer<typeof periodComparisonSchema>;
export type DesignStatusStats = z.infer<typeof designStatusStatsSchema>;
export type DailyPoint = z.infer<typeof dailyPointSchema>;
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;

/** Percentage change, one decimal: null when there is nothing to compare with (previous is 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Part of a total in percent, one decimal; 0 of 0 is 0. */
export function sharePercent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 1000) / 10;
}

export function periodComparison(last30: number, previous30: number): PeriodComparison {
  return { last30, previous30, changePercent: percentChange(last30, previous30) };
}

export function designStatusStats(counts: {
  approved: number;
  pending: number;
  rejected: number;
}): DesignStatusStats {
  const total = counts.approved + counts.pending + counts.rejected;
  return {
    total,
    ...counts,
    approvedPercent: sharePercent(counts.approved, total),
    pendingPercent: sharePercent(counts.pending, total),
    rejectedPercent: sharePercent(counts.rejected, total),
  };
}

/** The India calendar day (YYYY-MM-DD) of an instant. */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `days` India days ending with today (oldest first), and the instant the first one starts. */
export function lastIndiaDays(
  now: Date,
  days: number = DASHBOARD_PERIOD_DAYS,
): { dates: string[]; start: Date } {
  const today = indiaDay(now);
  const todayStart = new Date(`${today}T00:00:00${SHOP_UTC_OFFSET}`).getTime();
  const dates = Array.from({ length: days }, (_, i) =>
    indiaDay(new Date(todayStart + (i - days + 1) * DAY_MS)),
  );
  return { dates, start: new Date(todayStart - (days - 1) * DAY_MS) };
}

/** The rolling windows of the cards: [last30Start, now) and [previous30Start, last30Start). */
export function dashboardWindows(now: Date, days: number = DASHBOARD_PERIOD_DAYS) {
  const last30Start = new Date(now.getTime() - days * DAY_MS);
  const previous30Start = new Date(now.getTime() - 2 * days * DAY_MS);
  return { last30Start, previous30Start, end: now };
}

/** Fills the days without orders with 0, in the order of `dates`. */
export function fillDailySeries(
  dates: readonly string[],
  rows: readonly DailyPoint[],
): DailyPoint[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => byDate.get(date) ?? { date, orders: 0, revenue: 0 });
}
