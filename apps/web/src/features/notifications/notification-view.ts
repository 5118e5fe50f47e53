import {
  NOTIFICATION_POLLING,
  type Notification,
  type NotificationsResponse,
} from '@campus-threads/contract';
import { isApiRequestError } from '@/lib/api-errors';
import { ordersHref } from '@/lib/order-links';

/** Order notifications (ORDER_PLACED, ORDER_RECEIVED, ORDER_STATUS, ORDER_REFUND) show the product's picture and name when they carry one. */
export function showsProduct(notification: Pick<Notification, 'type'>): boolean {
  return notification.type.startsWith('ORDER_');
}

/** The seller's pages a seller's notification opens (issue 19 item 7). */
export const SELLER_SALES_PATH = '/dashboard/orders';
export const SELLER_UPLOADS_PATH = '/dashboard/upload-history';
export const SELLER_EARNINGS_PATH = '/dashboard/earnings';
export const OWNER_DROPS_PATH = '/dashboard/drops';

/**
 * Where a click goes. A buyer's order notification opens the highlighted order, or the orders
 * screen (spec: storefront §2); a seller's opens the seller's page for it (issue 19 item 7): a new
 * order the sales history, a reviewed design the upload history, a payout the earnings; how a
 * campus drop ended, the drops they opened (docs/decisions/0049).
 */
export function notificationHref(notification: Pick<Notification, 'type' | 'orderId'>): string {
  switch (notification.type) {
    case 'ORDER_RECEIVED':
      return SELLER_SALES_PATH;
    case 'DESIGN_APPROVED':
    case 'DESIGN_REJECTED':
      return SELLER_UPLOADS_PATH;
    case 'PAYOUT_SENT':
      return SELLER_EARNINGS_PATH;
    case 'DROP_STATUS':
      return OWNER_DROPS_PATH;
    default:
      return ordersHref(notification.orderId);
  }
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
