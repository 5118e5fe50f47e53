import { z } from 'zod';
import { orderSchema } from './order-schemas';

/** `GET /api/dashboard/summary`: the dashboard home's cards, computed on the server (rupees). */
export const dashboardSummarySchema = z.object({
  totalOrders: z.number(),
  uploadedDesigns: z.number(),
  totalSpent: z.number(),
  recentOrders: z.array(orderSchema),
});
