/** Lazy page loaders of the checkout feature: each page is its own chunk. */
export const checkoutPages = {
  checkout: () => import('./pages/checkout').then((m) => ({ Component: m.CheckoutPage })),
  buyNow: () => import('./pages/buy-now').then((m) => ({ Component: m.BuyNowPage })),
  paymentCallback: () =>
    import('./pages/payment-callback').then((m) => ({ Component: m.PaymentCallbackPage })),
};
