import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notifications';

/** The bell's replies (their types are inferred at the end of this file; kept apart so the bell ships no zod). */
export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  orderId: z.string().nullable(),
  productInfo: z
    .object({
      name: z.string(),
      image: z.string().nullable(),
      /** A seller's review notice names the product, to open its reviews (decision 0056). */
      productType: z.enum(['tshirt', 'accessory']).optional(),
      productId: z.string().optional(),
    })
    .nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

/** `GET /api/notifications`: the newest, and how many are unread. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
});

/** `PATCH /api/notifications/read-all`: how many were marked read. */
export const markAllReadResponseSchema = z.object({
  success: z.literal(true),
  updated: z.number(),
});

// The types inferred from these schemas, kept here rather than in notifications.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
