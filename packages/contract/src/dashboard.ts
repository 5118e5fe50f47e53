import type { Order } from './orders';

/** Recent orders on the dashboard home. */
export const DASHBOARD_RECENT_ORDERS = 3;
export type DashboardSummary = {
  totalOrders: number;
  uploadedDesigns: number;
  totalSpent: number;
  recentOrders: Order[];
};
