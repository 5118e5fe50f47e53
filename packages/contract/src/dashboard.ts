import type { z } from 'zod';
import type { dashboardSummarySchema } from './dashboard-schemas';

/** Recent orders on the dashboard home. */
export const DASHBOARD_RECENT_ORDERS = 3;
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
