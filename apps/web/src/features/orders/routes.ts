/** Lazy page loaders of the orders feature: each page is its own chunk. */
export const ordersPages = {
  orders: () => import('./pages/orders').then((m) => ({ Component: m.OrdersPage })),
};
