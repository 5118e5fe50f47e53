/** Local storage keys of the client contract (spec: storefront §3). */
export const STORAGE_KEYS = {
  token: 'token',
  cart: 'cart',
  guestId: 'guestId',
  wishlist: 'wishlist',
  wishlistRefreshing: 'wishlist_refreshing',
  /** Whose account the device wishlist mirrors (absent: a guest's list, joined at sign-in). */
  wishlistOwner: 'wishlistOwner',
  pendingOrder: 'pendingOrder',
  recentOrderId: 'recentOrderId',
  paymentInfo: 'paymentInfo',
  /** The last payment's merchant transaction id (the spec's "merchant transaction id variants"). */
  merchantTransactionId: 'merchantTransactionId',
  /** Buy-now mode's single item (storefront §4). */
  buyNowItem: 'buyNowItem',
} as const;
