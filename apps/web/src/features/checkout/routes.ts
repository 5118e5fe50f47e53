/** Lazy page loaders of the checkout feature: each page is its own chunk. */
export const checkoutPages = {
  checkout: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutPage })),
  buyNow: () => import('./routes/buy-now').then((m) => ({ Component: m.BuyNowPage })),
  paymentCallback: () => import('./routes/payment-callback').then((m) => ({ Component: m.PaymentCallbackPage })),
};
