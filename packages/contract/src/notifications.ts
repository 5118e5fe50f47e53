import type { z } from 'zod';
import type { notificationSchema, notificationsResponseSchema } from './notifications-schemas';

/**
 * The notification bell (spec: storefront §2 "Notification panel", §9). Its own module: only the
 * bell's lazily loaded code uses these, so they stay out of every page's first download.
 */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  empty: 'No notifications',
  markAllRead: 'Mark all as read',
} as const;

/** Polled every 60 s; a failed poll is retried up to 3 times, after 2, 4 and 8 s. */
export const NOTIFICATION_POLLING = {
  intervalMs: 60_000,
  maxRetries: 3,
  firstRetryDelayMs: 2_000,
} as const;

export const NOTIFICATION_TYPES = [
  'ORDER_PLACED',
  'ORDER_RECEIVED',
  'ORDER_STATUS',
  /** A cancelled order's refund started or completed (admin/refunds.ts REFUND_MESSAGES). */
  'ORDER_REFUND',
  'DESIGN_APPROVED',
  'DESIGN_REJECTED',
  /** An admin recorded a payout to the seller (earnings.ts PAYOUT_MESSAGES.sellerNotice). */
  'PAYOUT_SENT',
  /** The owner's drop changed state without them: cancelled by an admin (drops.ts DROP_MESSAGES). */
  'DROP_STATUS',
  /** A review to write, approved or rejected, or a new one on the seller's product (reviews.ts). */
  'REVIEW',
  /** A return or exchange request made or moved (returns.ts RETURN_MESSAGES). */
  'RETURN',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
