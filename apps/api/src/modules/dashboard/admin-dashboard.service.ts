import {
  dashboardWindows,
  designStatusStats,
  fillDailySeries,
  lastIndiaDays,
  periodComparison,
  toRupees,
  type AdminDashboardStats,
} from '@campus-threads/contract';
import type { Db } from '../../db/client';
import { designStatusCounts } from '../designs/design-stats';
import { dailyOrderTotals, orderTotals } from '../orders/admin-stats';
import type { UsersService } from '../users/users.service';

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;

/**
 * The admin dashboard's statistics (spec: seller-admin §2 "Admin dashboard";
 * docs/decisions/0018), read through the owning modules: four statements, run side by side.
 */
export function createAdminDashboardService(deps: { db: Db; users: UsersService }) {
  async function stats(now: Date = new Date()): Promise<AdminDashboardStats> {
    const windows = dashboardWindows(now);
    const days = lastIndiaDays(now);
    const [totals, daily, signups, designs] = await Promise.all([
      orderTotals(deps.db, windows),
      dailyOrderTotals(deps.db, days.start),
      deps.users.signupStats(windows),
      designStatusCounts(deps.db),
    ]);
    return {
      revenue: toRupees(totals.revenuePaise),
      balanceToCollect: toRupees(totals.balanceToCollectPaise),
      totalOrders: totals.orders,
      newOrders: periodComparison(totals.last30Orders, totals.previous30Orders),
      periodRevenue: {
        ...periodComparison(totals.last30RevenuePaise, totals.previous30RevenuePaise),
        last30: toRupees(totals.last30RevenuePaise),
        previous30: toRupees(totals.previous30RevenuePaise),
      },
      newUsers: periodComparison(signups.last30, signups.previous30),
      totalUsers: signups.total,
      designs: designStatusStats(designs),
      daily: fillDailySeries(days.dates, daily),
      generatedAt: now.toISOString(),
    };
  }

  return { stats };
}
