import { SITE_SETTINGS_QUERY_KEY } from '@campus-threads/contract';

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
  /** The admin screens. */
  admin: {
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
