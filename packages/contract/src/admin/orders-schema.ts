import { z } from 'zod';
import { ORDER_PAYMENT_STATES } from '../order-display';
import { orderItemSchema, orderSchema } from '../order-schemas';
import { paginationSchema } from '../pagination-schemas';

/**
 * The admin orders' replies (docs/decisions/0021) as zod schemas: the API declares its responses
 * with them and the types in orders.ts are inferred from them. Kept apart so the types ship no zod.
 */

/** Who sells an item, as the admin sees it (spec §3 "Order item": seller). */
export const adminOrderSellerSchema = z.object({
  sellerId: z.string().nullable(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerPhone: z.string(),
});

export const adminOrderItemSchema = orderItemSchema.extend({
  seller: adminOrderSellerSchema,
  /** A t-shirt the shop prints and delivers (Print & Delivery), as opposed to Self Service. */
  printAndDeliver: z.boolean(),
});

export const adminOrderSchema = orderSchema.omit({ items: true }).extend({
  items: z.array(adminOrderItemSchema),
  /** Lines, as the expanded row lists them ("Items and sellers (2)"). */
  itemCount: z.number(),
  /** The contract's `paymentState`; shown as `paymentStatusLabel` (docs/decisions/0035). */
  paymentStatus: z.enum(ORDER_PAYMENT_STATES),
});

export const adminOrdersSummarySchema = z.object({
  total: z.number(),
  pending: z.number(),
  /** confirmed, shipped and out_for_delivery */
  inProgress: z.number(),
  /** delivered */
  completed: z.number(),
  cancelled: z.number(),
});

/** `GET /api/orders/admin`. */
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSchema),
  pagination: paginationSchema,
  summary: adminOrdersSummarySchema,
});
