/** Local storage keys of the client contract (spec: storefront §3). */
export const STORAGE_KEYS = {
  token: 'token',
  cart: 'cart',
  guestId: 'guestId',
  wishlist: 'wishlist',
  wishlistRefreshing: 'wishlist_refreshing',
  pendingOrder: 'pendingOrder',
  recentOrderId: 'recentOrderId',
  paymentInfo: 'paymentInfo',
} as const;
