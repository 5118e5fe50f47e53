import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerWebApp } from '../lib/web-app';
import { accessoriesRoutes } from '../modules/accessories/accessories.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { mailRoutes } from '../modules/mail/mail.routes';
import { cartRoutes } from '../modules/cart/cart.routes';
import {
  adminDeliveryRoutes,
  deliveryRoutes,
  pickupAddressRoutes,
} from '../modules/delivery/delivery.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { sellerPageRoutes } from '../modules/designs/sellers.routes';
import { tshirtsRoutes } from '../modules/designs/tshirts.routes';
import { adminDropsRoutes } from '../modules/drops/admin-drops.routes';
import { dropsRoutes } from '../modules/drops/drops.routes';
import { adminPayoutsRoutes } from '../modules/earnings/admin-payouts.routes';
import { sellerEarningsRoutes } from '../modules/earnings/earnings.routes';
import { filesRoutes } from '../modules/files/files.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { invoicesRoutes } from '../modules/invoices/invoices.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { adminOrdersRoutes } from '../modules/orders/admin-orders.routes';
import { ordersRoutes } from '../modules/orders/orders.routes';
import { checkoutRoutes } from '../modules/payments/checkout.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { placeOrderRoutes } from '../modules/payments/place-order.routes';
import { returnsRoutes } from '../modules/returns/returns.routes';
import { adminReviewsRoutes } from '../modules/reviews/admin-reviews.routes';
import { productReviewsRoutes, reviewsRoutes } from '../modules/reviews/reviews.routes';
import {
  simulatorApiRoutes,
  simulatorPageRoutes,
} from '../modules/payments/providers/simulator/simulator.routes';
import {
  adminSettingsRoutes,
  publicSettingsRoutes,
  refuseNewPaymentsDuringMaintenance,
} from '../modules/settings/settings.routes';
import { suggestionsRoutes } from '../modules/suggestions/suggestions.routes';
import { localUploadRoutes, uploadsRoutes } from '../modules/uploads/uploads.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { wishlistRoutes } from '../modules/wishlist/wishlist.routes';
import type { Services } from './services';

/** Every route under /api, each module's with the services it is handed and its prefix. */
export async function registerApiRoutes(api: FastifyInstance, services: Services, config: Config) {
  await api.register(healthRoutes, { health: services.health });
  await api.register(authRoutes, {
    prefix: '/auth',
    emailVerification: services.emailVerification,
    auth: services.auth,
    passwordReset: services.passwordReset,
    // The device cookie goes over https only when the shop is served over https.
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await api.register(usersRoutes, {
    prefix: '/users',
    users: services.users,
    userAdmin: services.userAdmin,
  });
  await api.register(sellerPageRoutes, {
    prefix: '/users',
    users: services.users,
    designs: services.designs,
    sellerFigures: (sellerId) => services.reviews.sellerFigures(sellerId),
  });
  await api.register(tshirtsRoutes, {
    prefix: '/tshirts',
    designs: services.designs,
    submissions: services.designSubmissions,
    adminDesigns: services.adminDesigns,
    reads: services.catalogReads,
  });
  await api.register(accessoriesRoutes, {
    prefix: '/accessories',
    accessories: services.accessories,
    reads: services.catalogReads,
  });
  await api.register(suggestionsRoutes, {
    prefix: '/suggestions',
    suggestions: services.suggestions,
    reads: services.catalogReads,
  });
  await api.register(cartRoutes, { prefix: '/cart', cart: services.cart });
  await api.register(deliveryRoutes, { prefix: '/delivery', quotes: services.deliveryQuotes });
  await api.register(adminDeliveryRoutes, {
    prefix: '/admin/delivery-settings',
    settings: services.deliverySettings,
  });
  await api.register(pickupAddressRoutes, {
    prefix: '/sellers',
    pickups: services.pickupAddresses,
  });
  await api.register(wishlistRoutes, { prefix: '/wishlist', wishlist: services.wishlist });
  await api.register(paymentsRoutes, {
    prefix: '/payments',
    payments: services.payments,
    beforeNewPayment: refuseNewPaymentsDuringMaintenance(services.settings),
  });
  await api.register(publicSettingsRoutes, {
    prefix: '/settings',
    settings: services.settings,
  });
  await api.register(adminSettingsRoutes, {
    prefix: '/admin/settings',
    settings: services.settings,
  });
  await api.register(checkoutRoutes, {
    prefix: '/checkout',
    deliverablePinCodes: services.settings.deliverablePinCodes,
    pinCodePlaces: services.settings.pinCodePlaces,
    coverage: async () => (await services.deliverySettings.rules()).coverage,
    paymentProvider: services.payments.providerName,
  });
  if (services.payments.providerName === 'simulator') {
    await api.register(simulatorApiRoutes, {
      prefix: '/payments',
      simulator: services.simulator,
    });
  }
  await api.register(ordersRoutes, {
    prefix: '/orders',
    orders: services.orders,
    events: {
      changeStatus: services.flows.changeOrderStatus,
      cancelByBuyer: services.flows.cancelOrderByBuyer,
      collectBalance: services.flows.collectBalance,
    },
  });
  await api.register(placeOrderRoutes, { prefix: '/orders', payments: services.payments });
  await api.register(adminOrdersRoutes, {
    prefix: '/orders',
    adminOrders: services.adminOrders,
  });
  // An order's tax invoice and credit note (docs/decisions/0050).
  await api.register(invoicesRoutes, { prefix: '/orders', invoices: services.invoices });
  await api.register(dashboardRoutes, {
    prefix: '/dashboard',
    orders: services.orders,
    designs: services.designs,
    adminDashboard: services.adminDashboard,
  });
  await api.register(uploadsRoutes, { prefix: '/s3', uploads: services.uploads });
  if (services.storage.kind === 'local') {
    await api.register(localUploadRoutes, { prefix: '/uploads', uploads: services.uploads });
  }
  await api.register(notificationsRoutes, {
    prefix: '/notifications',
    notifications: services.notifications,
  });
  await api.register(mailRoutes, { prefix: '/mail', unsubscribe: services.unsubscribe });
  await api.register(auditRoutes, { prefix: '/admin/audit', audit: services.audit });
  await api.register(sellerEarningsRoutes, { prefix: '/sellers', earnings: services.earnings });
  await api.register(adminPayoutsRoutes, {
    prefix: '/admin/payouts',
    payouts: services.earnings.payouts,
  });
  await api.register(dropsRoutes, {
    prefix: '/drops',
    drops: services.drops,
    events: { cancel: services.flows.cancelDrop },
  });
  await api.register(adminDropsRoutes, { prefix: '/admin/drops', drops: services.drops });
  // Size exchanges and returns (docs/decisions/0052): /orders/:id/returns, /returns/*, /admin/returns.
  await api.register(returnsRoutes, {
    returns: services.returns,
    events: { move: services.flows.moveReturn, payCashRefund: services.flows.payCashRefund },
  });
  // Reviews (docs/decisions/0052): a product's beside its catalogue routes, the buyer's, the admins'.
  await api.register(productReviewsRoutes, {
    reviews: services.reviews,
    reads: services.catalogReads,
  });
  await api.register(reviewsRoutes, { prefix: '/reviews', reviews: services.reviews });
  await api.register(adminReviewsRoutes, { prefix: '/admin/reviews', reviews: services.reviews });
}

/**
 * Outside /api: stored files, the payment simulator's page when it is the provider, and the web
 * app (its built files and the pages' HTML with first-paint data).
 */
export async function registerSiteRoutes(
  app: FastifyInstance,
  services: Services,
  config: Config,
  webBuildPending: boolean,
) {
  await app.register(filesRoutes, {
    storage: services.storage,
    privateFiles: services.uploads,
  });
  if (services.payments.providerName === 'simulator') {
    await app.register(simulatorPageRoutes, { simulator: services.simulator });
  }
  await registerWebApp(
    app,
    config.webDistDir,
    {
      catalog: services.designs,
      settings: services.settings,
      drops: services.drops,
      publicUrl: config.publicUrl,
    },
    { pending: webBuildPending },
  );
}
