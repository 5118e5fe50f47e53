import {
  adminDashboardStatsSchema,
  DASHBOARD_RECENT_ORDERS,
  dashboardSummarySchema,
  toRupees,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import type { DesignsService } from '../designs/designs.service';
import type { OrdersService } from '../orders/orders.service';
import type { AdminDashboardService } from './admin-dashboard.service';

/** GET /api/dashboard/summary: the dashboard home's cards, computed on the server. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  designs: DesignsService;
  adminDashboard: AdminDashboardService;
}> = async (app, { orders, designs, adminDashboard }) => {
  /** GET /api/dashboard/admin: the admin dashboard's statistics (admins only). */
  app.get(
    '/admin',
    { onRequest: app.requireAdmin, schema: { response: { 200: adminDashboardStatsSchema } } },
    async () => adminDashboard.stats(),
  );

  app.get(
    '/summary',
    { onRequest: app.requireUser, schema: { response: { 200: dashboardSummarySchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const [totals, uploadedDesigns, recentOrders] = await Promise.all([
        orders.buyerTotals(userId),
        designs.countBySeller(userId),
        orders.listRecent(userId, DASHBOARD_RECENT_ORDERS),
      ]);
      return {
        totalOrders: totals.orders,
        uploadedDesigns,
        totalSpent: toRupees(totals.spentPaise),
        recentOrders,
      };
    },
  );
};
