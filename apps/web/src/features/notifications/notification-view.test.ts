import { describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from '@/lib/api-errors';
import {
  markEveryRead,
  markOneRead,
  notificationHref,
  pollRetryDelay,
  shouldRetryPoll,
  showsProduct,
  unreadBadge,
} from './notification-view';
import { createNotification } from './test-factories';

describe('notification view', () => {
  it('shows the product for order notifications only', () => {
    expect(showsProduct(createNotification({ type: 'ORDER_PLACED' }))).toBe(true);
    expect(showsProduct(createNotification({ type: 'ORDER_STATUS' }))).toBe(true);
    expect(showsProduct(createNotification({ type: 'ORDER_RECEIVED' }))).toBe(true);
    expect(showsProduct(createNotification({ type: 'DESIGN_APPROVED' }))).toBe(false);
  });

  it('goes to the highlighted order, or to the orders screen without an order', () => {
    expect(notificationHref(createNotification({ orderId: 'abc-123' }))).toBe(
      '/orders?highlight=abc-123',
    );
    expect(notificationHref(createNotification({ orderId: null }))).toBe('/orders');
    for (const type of ['ORDER_PLACED', 'ORDER_STATUS', 'ORDER_REFUND'] as const)
      expect(notificationHref(createNotification({ type, orderId: 'abc-123' }))).toBe(
        '/orders?highlight=abc-123',
      );
  });

  it('opens the seller’s page for a seller’s notification, not the buyer’s orders', () => {
    const orderId = '3f2b8c1e-0000-4000-8000-0123abcd4567';
    // A new order for the seller's items: their sales, searched for that order and it opened and
    // marked (decision 0056).
    const marked = `highlight=${orderId}`;
    expect(notificationHref(createNotification({ type: 'ORDER_RECEIVED', orderId }))).toBe(
      `/dashboard/orders?q=abcd4567&${marked}`,
    );
    // An exchange or return to decide: the seller's Sales, or an admin's Orders, for that order.
    expect(notificationHref(createNotification({ type: 'SELLER_RETURN', orderId }))).toBe(
      `/dashboard/orders?q=abcd4567&${marked}`,
    );
    expect(notificationHref(createNotification({ type: 'ADMIN_RETURN', orderId }))).toBe(
      `/admin/orders?q=abcd4567&${marked}`,
    );
    // A new review of their product: its reviews, where they reply.
    expect(
      notificationHref(
        createNotification({
          type: 'SELLER_REVIEW',
          orderId: null,
          productInfo: { name: 'Tee', image: null, productType: 'accessory', productId: 'a1' },
        }),
      ),
    ).toBe('/accessory/a1#reviews');
    // A reviewed design: the upload history, where its status and remarks show.
    for (const type of ['DESIGN_APPROVED', 'DESIGN_REJECTED'] as const)
      expect(notificationHref(createNotification({ type, orderId: null }))).toBe(
        '/dashboard/upload-history',
      );
    // A payout recorded for the seller: the earnings page, where it shows paid.
    expect(notificationHref(createNotification({ type: 'PAYOUT_SENT', orderId: null }))).toBe(
      '/dashboard/earnings',
    );
    // How a campus drop ended: the owner's drops, with its counts and the size tally.
    expect(notificationHref(createNotification({ type: 'DROP_STATUS', orderId: null }))).toBe(
      '/dashboard/drops',
    );
  });

  it('hides the badge at 0 and caps it at 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});

describe('notification polling', () => {
  it('retries up to 3 times, after 2, 4 and 8 seconds', () => {
    const error = networkError();
    expect([0, 1, 2, 3].map((n) => shouldRetryPoll(n, error))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map(pollRetryDelay)).toEqual([2_000, 4_000, 8_000]);
  });

  it('does not retry answers that will not change (401, 403, 404), but does for 429 and 5xx', () => {
    expect(shouldRetryPoll(0, errorFromResponse(401, {}))).toBe(false);
    expect(shouldRetryPoll(0, errorFromResponse(404, {}))).toBe(false);
    expect(shouldRetryPoll(0, errorFromResponse(429, {}))).toBe(true);
    expect(shouldRetryPoll(0, errorFromResponse(503, {}))).toBe(true);
  });
});

describe('marking read in the cache', () => {
  const data = {
    notifications: [
      createNotification({ _id: 'a' }),
      createNotification({ _id: 'b' }),
      createNotification({ _id: 'c', isRead: true }),
    ],
    unreadCount: 2,
  };

  it('marks one read and counts it down once', () => {
    const after = markOneRead(data, 'a');
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((n) => n.isRead)).toEqual([true, false, true]);
    expect(markOneRead(after, 'a')).toBe(after);
    expect(markOneRead(data, 'c')).toBe(data);
    expect(markOneRead(data, 'missing')).toBe(data);
  });

  it('marks every one read', () => {
    const after = markEveryRead(data);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.isRead)).toBe(true);
  });
});
