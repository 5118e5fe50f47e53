import type { Notification } from '@campus-threads/contract';

/** Test data: a notification as the API sends it, with `overrides` on top. Used by unit tests only. */
export function createNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    message: 'Your order #2f1d4e7a is placed: Hostel Cat Society Tee.',
    type: 'ORDER_PLACED',
    orderId: '3f2a9c1e-7b44-4d0e-9a51-2f1d4e7a',
    productInfo: { name: 'Hostel Cat Society Tee', image: '/files/t1-thumb.webp' },
    isRead: false,
    createdAt: '2026-11-23T11:55:00.000Z',
    ...overrides,
  };
}
