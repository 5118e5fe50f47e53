/**
 * The React Query keys of exchange and return requests, under one `returns` prefix: a new request
 * or a decision reloads every list of them (the buyer's, an order's, the admin tab's).
 */
export const returnKeys = {
  all: ['returns'] as const,
  /** The signed-in buyer's requests (every status), keyed by the user. */
  mine: (userId: string) => ['returns', 'mine', userId] as const,
  /** One order's requests (its buyer, fulfiller or an admin). */
  order: (orderId: string) => ['returns', 'order', orderId] as const,
  admin: (params: Readonly<Record<string, unknown>>) => ['returns', 'admin', params] as const,
};
