import { shortOrderId } from './orders';

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
  /** The buyer's return or exchange request moved (returns.ts RETURN_MESSAGES). */
  'RETURN',
  /** To the seller: a review of their product went live (reviews.ts REVIEW_MESSAGES.newReview). */
  'SELLER_REVIEW',
  /** To the fulfilling seller: a buyer asked to exchange or return an order (decision 0056). */
  'SELLER_RETURN',
  /** To admins: a buyer asked to exchange or return an order the shop fulfils (decision 0056). */
  'ADMIN_RETURN',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The seller's and the admins' pages a notice opens (decision 0056). */
export const NOTICE_PATHS = {
  sellerSales: '/dashboard/orders',
  sellerUploads: '/dashboard/upload-history',
  sellerEarnings: '/dashboard/earnings',
  ownerDrops: '/dashboard/drops',
  adminOrders: '/admin/orders',
  buyerOrders: '/orders',
} as const;

/**
 * Where a notification opens, in the bell and in its e-mail: the page where its reader acts
 * (decision 0056). A buyer's order news opens the highlighted order on /orders; a seller's new
 * order or exchange/return request opens Sales searched for that order, an admin's the admin
 * Orders searched for it, that order opened and marked; a seller's new review the product's reviews (where they reply); a
 * reviewed design the upload history, a payout the earnings, a drop's news the owner's drops.
 */
export function notificationPath(notification: {
  type: NotificationType;
  orderId?: string | null;
  productInfo?: { productType?: 'tshirt' | 'accessory'; productId?: string } | null;
}): string {
  const { type, orderId } = notification;
  // Searched for the order, and that order opened and marked among what the search finds.
  const search = (path: string) =>
    orderId
      ? `${path}?q=${encodeURIComponent(shortOrderId(orderId))}&highlight=${encodeURIComponent(orderId)}`
      : path;
  switch (type) {
    case 'ORDER_RECEIVED':
    case 'SELLER_RETURN':
      return search(NOTICE_PATHS.sellerSales);
    case 'ADMIN_RETURN':
      return search(NOTICE_PATHS.adminOrders);
    case 'SELLER_REVIEW': {
      const product = notification.productInfo;
      if (!product?.productId) return NOTICE_PATHS.sellerSales;
      const base = product.productType === 'accessory' ? '/accessory/' : '/product/';
      return `${base}${encodeURIComponent(product.productId)}#reviews`;
    }
    case 'DESIGN_APPROVED':
    case 'DESIGN_REJECTED':
      return NOTICE_PATHS.sellerUploads;
    case 'PAYOUT_SENT':
      return NOTICE_PATHS.sellerEarnings;
    case 'DROP_STATUS':
      return NOTICE_PATHS.ownerDrops;
    default:
      return orderId
        ? `${NOTICE_PATHS.buyerOrders}?highlight=${encodeURIComponent(orderId)}`
        : NOTICE_PATHS.buyerOrders;
  }
}
