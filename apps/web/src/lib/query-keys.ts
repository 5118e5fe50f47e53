import { SITE_SETTINGS_QUERY_KEY, type ProductType } from '@campus-threads/contract';

/** A list's filters, page and search, as one part of its key. */
type KeyParams = Readonly<Record<string, unknown>>;

/** Every React Query key in the app comes from this one factory. */
export const queryKeys = {
  /** The shop's public settings (the server seeds the same key into the HTML: lib/page-data.ts). */
  siteSettings: () => SITE_SETTINGS_QUERY_KEY,
  auth: {
    all: ['auth'] as const,
    me: () => ['auth', 'me'] as const,
  },
  users: {
    all: ['users'] as const,
    profile: () => ['users', 'profile'] as const,
  },
  tshirts: {
    all: ['tshirts'] as const,
    list: (params: Record<string, string | number | undefined>) =>
      ['tshirts', 'list', params] as const,
    detail: (id: string) => ['tshirts', 'detail', id] as const,
    /** A seller's own design with every field the edit form needs. */
    edit: (id: string) => ['tshirts', 'detail', id, 'edit'] as const,
  },
  accessories: {
    all: ['accessories'] as const,
    list: (params: Record<string, string | number | boolean | undefined>) =>
      ['accessories', 'list', params] as const,
    detail: (id: string) => ['accessories', 'detail', id] as const,
    categories: () => ['accessories', 'categories'] as const,
    subcategories: (category: string) => ['accessories', 'subcategories', category] as const,
  },
  cart: {
    all: ['cart'] as const,
    /** The signed-in shopper's server cart. */
    server: () => ['cart', 'server'] as const,
    /** The device cart priced by the server; keyed by the stored lines themselves. */
    guest: (storedLines: string) => ['cart', 'guest', storedLines] as const,
    /** The buy-now item priced by the server. */
    buyNow: (item: string) => ['cart', 'buyNow', item] as const,
    /** The lines being bought priced with delivery to a PIN code (checkout's summary). */
    delivery: (lines: string, pin: string) => ['cart', 'delivery', lines, pin] as const,
  },
  /** A PIN code's place and delivery dates (GET /api/delivery/pincodes/{pin}). */
  pinCodes: {
    lookup: (pin: string) => ['pin-codes', pin] as const,
  },
  checkout: {
    settings: () => ['checkout', 'settings'] as const,
    /** The signed-in buyer's last order's delivery details ("Use my last address"). */
    lastDelivery: (userId: string) => ['checkout', 'lastDelivery', userId] as const,
  },
  wishlist: {
    all: ['wishlist'] as const,
    /** The signed-in shopper's wishlist on the account (GET /api/wishlist). */
    account: () => ['wishlist', 'account'] as const,
  },
  /** Keyed by the user: another account signing in on the same tab never sees cached data. */
  orders: {
    all: ['orders'] as const,
    mine: (userId: string) => ['orders', 'mine', userId] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (userId: string) => ['notifications', 'list', userId] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    summary: (userId: string) => ['dashboard', 'summary', userId] as const,
  },
  /** A seller's own uploads (dashboard), keyed by the user. */
  seller: {
    all: ['seller'] as const,
    designs: (userId: string) => ['seller', 'designs', userId] as const,
    accessories: (userId: string, scope: 'mine' | 'all') =>
      ['seller', 'accessories', userId, scope] as const,
    /** Sales history: every page, filter and period of the seller's orders. */
    ordersAll: () => ['seller', 'orders'] as const,
    orders: (userId: string, params: Record<string, string | number | undefined>) =>
      ['seller', 'orders', userId, params] as const,
  },
  /** The seller's earnings and payout details (docs/decisions/0048), keyed by the user. */
  earnings: {
    all: ['earnings'] as const,
    /** One page of entries with the totals, the weekly chart and the latest payouts. */
    mine: (userId: string, page: number) => ['earnings', 'mine', userId, page] as const,
    payoutDetails: (userId: string) => ['earnings', 'payout-details', userId] as const,
    /** Where couriers collect the seller's Self Service parcels. */
    pickupAddress: (userId: string) => ['earnings', 'pickup-address', userId] as const,
  },
  /** Public seller pages. */
  sellers: {
    profile: (id: string, page: number) => ['sellers', 'profile', id, page] as const,
    reviews: (id: string, page: number) => ['sellers', 'reviews', id, page] as const,
  },
  search: {
    all: ['search'] as const,
    accessories: (q: string) => ['search', 'accessories', q] as const,
  },
  /** The one-time links a mail carries, checked when the page opens (keyed by the link's token). */
  links: {
    resetPassword: (token: string) => ['reset-link-check', token] as const,
    verifyEmail: (token: string) => ['verify-email', token] as const,
  },
  /**
   * Reviews as shoppers see them, under one `reviews` prefix: a reply or a moderation refreshes
   * every page of a product's reviews. The buyer's own list is keyed by the user, so another
   * account signing in on the same tab never sees it.
   */
  reviews: {
    all: ['reviews'] as const,
    productAll: (productType: ProductType, productId: string) =>
      ['reviews', 'product', productType, productId] as const,
    product: (productType: ProductType, productId: string, page: number) =>
      ['reviews', 'product', productType, productId, page] as const,
    mineAll: ['reviews', 'mine'] as const,
    mine: (userId: string) => ['reviews', 'mine', userId] as const,
  },
  /**
   * Exchange and return requests, under one `returns` prefix: a new request or a decision reloads
   * every list of them (the buyer's, an order's, the admin tab's).
   */
  returns: {
    all: ['returns'] as const,
    /** The signed-in buyer's requests (every status), keyed by the user. */
    mine: (userId: string) => ['returns', 'mine', userId] as const,
    /** One order's requests (its buyer, fulfiller or an admin). */
    order: (orderId: string) => ['returns', 'order', orderId] as const,
    admin: (params: KeyParams) => ['returns', 'admin', params] as const,
    /** The sizes an exchange may offer for the given designs. */
    offeredSizes: (ids: readonly string[]) => ['returns', 'offered-sizes', ids] as const,
  },
  /**
   * The owner's drops, under the `drops` prefix the drop page's key (the contract's
   * `dropQueryKey`) shares, so opening or cancelling a drop can refresh everything about drops.
   * Keyed by the user: another account signing in on the same tab never sees these.
   */
  dropOwner: {
    all: ['drops'] as const,
    mineAll: (userId: string) => ['drops', 'mine', userId] as const,
    mine: (userId: string, page: number) => ['drops', 'mine', userId, page] as const,
  },
  /** The admin screens. */
  admin: {
    /** /admin/reviews. */
    reviews: {
      all: ['admin', 'reviews'] as const,
      list: (params: KeyParams) => ['admin', 'reviews', 'list', params] as const,
    },
    /** /admin/drops. */
    drops: {
      all: ['admin', 'drops'] as const,
      list: (params: KeyParams) => ['admin', 'drops', 'list', params] as const,
    },
    accessories: {
      all: ['admin', 'accessories'] as const,
      list: (params: KeyParams) => ['admin', 'accessories', 'list', params] as const,
      detail: (id: string) => ['admin', 'accessories', 'detail', id] as const,
    },
    users: {
      all: ['admin', 'users'] as const,
      list: (params: KeyParams) => ['admin', 'users', params] as const,
    },
    designs: {
      all: ['admin', 'designs'] as const,
      list: (params: KeyParams) => ['admin', 'designs', 'list', params] as const,
    },
    orders: {
      all: ['admin', 'orders'] as const,
      list: (params: KeyParams) => ['admin', 'orders', 'list', params] as const,
      /** The mutation key of status and date changes: while one runs, the hourly reload waits. */
      update: ['admin', 'orders', 'update'] as const,
    },
    audit: {
      all: ['admin', 'audit'] as const,
      list: (filters: KeyParams) => ['admin', 'audit', filters] as const,
    },
    settings: {
      all: ['admin', 'settings'] as const,
      delivery: () => ['admin', 'settings', 'delivery'] as const,
    },
    /** Every seller's balances (GET /api/admin/payouts); a recorded payout reloads it. */
    payouts: {
      all: ['admin', 'payouts'] as const,
    },
    dashboard: {
      all: ['admin', 'dashboard'] as const,
    },
  },
} as const;
