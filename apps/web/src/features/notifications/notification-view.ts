import {
  NOTIFICATION_POLLING,
  notificationPath,
  type Notification,
  type NotificationsResponse,
} from '@campus-threads/contract';
import { isApiRequestError } from '@/lib/api-errors';

/** Order notifications (ORDER_PLACED, ORDER_RECEIVED, ORDER_STATUS, ORDER_REFUND) show the product's picture and name when they carry one. */
export function showsProduct(notification: Pick<Notification, 'type'>): boolean {
  return notification.type.startsWith('ORDER_');
}

/**
 * Where a click goes: the page where the reader acts (the contract's notificationPath, which the
 * e-mails use too; decision 0056). A buyer's order news opens the highlighted order; a seller's new
 * order or exchange/return request opens Sales searched for it, an admin's the admin Orders; a
 * seller's new review the product's reviews; a reviewed design the upload history, a payout the
 * earnings, a drop's news the owner's drops.
 */
export function notificationHref(
  notification: Pick<Notification, 'type' | 'orderId' | 'productInfo'>,
): string {
  return notificationPath(notification);
}

/** The count on the bell: hidden at 0, "99+" beyond 99. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** A failed poll is retried up to 3 times (not for 4xx other than 408/429: those will not heal). */
export function shouldRetryPoll(failureCount: number, error: unknown): boolean {
  if (failureCount >= NOTIFICATION_POLLING.maxRetries) return false;
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500)
    return error.status === 408 || error.status === 429;
  return true;
}

/** 2 s, 4 s, 8 s (failureCount counts from 0 before the first retry). */
export function pollRetryDelay(failureCount: number): number {
  return NOTIFICATION_POLLING.firstRetryDelayMs * 2 ** failureCount;
}

/** The list after one notification was read: the cache updates before the server answers. */
export function markOneRead(data: NotificationsResponse, id: string): NotificationsResponse {
  const target = data.notifications.find((n) => n._id === id);
  if (!target || target.isRead) return data;
  return {
    notifications: data.notifications.map((n) => (n._id === id ? { ...n, isRead: true } : n)),
    unreadCount: Math.max(0, data.unreadCount - 1),
  };
}

export function markEveryRead(data: NotificationsResponse): NotificationsResponse {
  return {
    notifications: data.notifications.map((n) => (n.isRead ? n : { ...n, isRead: true })),
    unreadCount: 0,
  };
}
