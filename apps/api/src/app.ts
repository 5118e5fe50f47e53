import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEMO_ACCOUNTS, HTTP_ERROR_MESSAGES, SITE } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './lib/auth-guard';
import { errorHandler } from './lib/error-handler';
import { registerInputTextGate } from './lib/input-text';
import { createPasswordHasher } from './lib/password-hasher';
import { apiRateLimitOptions } from './lib/api-rate-limit';
import { createPostgresRateLimits, createRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createChangeFeed } from './lib/change-feed';
import { createRedisChangeFeed } from './lib/redis-change-feed';
import { createRedisRateLimits } from './lib/redis-rate-limiter';
import { setCdnBaseUrl } from './lib/file-urls';
import { createS3Storage, s3UploadOrigin } from './lib/s3-storage';
import { createLocalStorage, type Storage } from './lib/storage';
import { uploadSigningKey } from './lib/upload-signature';
import { createTokenService } from './lib/tokens';
import { registerWebApp } from './lib/web-app';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, type AuthLimits } from './modules/auth/auth.service';
import { createDeviceTokens } from './modules/auth/device-token';
import { cartFileKeysInUse } from './modules/cart/cart-file-keys-in-use';
import { cartRoutes } from './modules/cart/cart.routes';
import { cartUserRemoval } from './modules/cart/remove-user-cart';
import { createCartService } from './modules/cart/cart.service';
import { createAccessoriesService } from './modules/catalog/accessories.service';
import { accessoriesRoutes } from './modules/catalog/accessories.routes';
import { createCountCache } from './modules/catalog/count-cache';
import { createReadCache } from './modules/catalog/read-cache';
import { createAdminDesigns } from './modules/catalog/admin-designs';
import { createDesignSubmissions } from './modules/catalog/design-submissions';
import { createDesignsService } from './modules/catalog/designs.service';
import { createProductExistence } from './modules/catalog/product-existence';
import { sellerPageRoutes } from './modules/catalog/sellers.routes';
import { catalogUserRemoval } from './modules/catalog/seller-removal';
import { createSuggestionsService } from './modules/catalog/suggestions.service';
import { suggestionsRoutes } from './modules/catalog/suggestions.routes';
import { tshirtsRoutes } from './modules/catalog/tshirts.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { filesRoutes } from './modules/files/files.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { wishlistUserRemoval } from './modules/wishlist/remove-user-wishlist';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes';
import { createAdminOrdersService } from './modules/orders/admin-orders.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { ordersUserRemoval } from './modules/orders/user-removal';
import { createPaymentsService } from './modules/payments/payments.service';
import { createRefunds } from './modules/payments/refunds';
import { checkoutRoutes } from './modules/payments/checkout.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { placeOrderRoutes } from './modules/payments/place-order.routes';
import {
  simulatorApiRoutes,
  simulatorPageRoutes,
} from './modules/payments/providers/simulator/simulator.routes';
import { createSimulatorProvider } from './modules/payments/providers/simulator/simulator.provider';
import { createPhonePeProvider } from './modules/payments/providers/phonepe/phonepe.provider';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import {
  adminSettingsRoutes,
  publicSettingsRoutes,
  refuseNewPaymentsDuringMaintenance,
} from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { localUploadRoutes, uploadsRoutes } from './modules/uploads/uploads.routes';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUploadCleanup } from './modules/uploads/upload-cleanup';
import { catalogFileKeysInUse } from './modules/catalog/file-keys-in-use';
import { orderFileKeysInUse } from './modules/orders/order-file-keys-in-use';
import { usersRoutes } from './modules/users/users.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createUsersService } from './modules/users/users.service';
import { createUserAdminService } from './modules/users/user-admin.service';
import { createAdminDashboardService } from './modules/dashboard/admin-dashboard.service';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Fastify/pino logger options; false (the default) keeps tests quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Overrides of AUTH_RATE_LIMIT (tests that are not about throttling raise them). */
  authLimits?: Partial<AuthLimits>;
  /** With REDIS_URL: where the rate-limit keys start (tests keep their runs apart; default `ct:rl:`). */
  redisKeyPrefix?: string;
};

/** The Content-Security-Policy the React app runs under: nothing from other origins, no inline script. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The policy for this configuration: with STORAGE=s3 the browser PUTs uploads to the bucket, and
 * with CDN_BASE_URL images come from the CDN, so those origins are added (and nothing else).
 */
export function contentSecurityPolicy(config: Config) {
  const uploadOrigin = config.storage.kind === 's3' ? [s3UploadOrigin(config.storage)] : [];
  const cdnOrigin = config.cdnBaseUrl ? [new URL(config.cdnBaseUrl).origin] : [];
  return {
    ...CONTENT_SECURITY_POLICY,
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...cdnOrigin],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...uploadOrigin],
  };
}

export function createServices(
  options: Pick<BuildAppOptions, 'config' | 'database' | 'authLimits'> & {
    log?: FastifyBaseLogger;
    /** The auth limits' counters (buildApp passes PostgreSQL's or, with REDIS_URL, Redis's). */
    limiter?: RateLimiter;
  },
) {
  const { config, database } = options;
  const users = createUsersService(database.db);
  const hasher = createPasswordHasher(config.scryptCost);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds });
  const limiter = options.limiter ?? createRateLimiter(database.db);
  const devices = createDeviceTokens(config.jwtSecret);
  const auth = createAuthService({
    users,
    devices,
    hasher,
    tokens,
    limiter,
    limits: options.authLimits,
  });
  const health = createHealthService(database);
  const settings = createSettingsService({
    database,
    defaultPinCodes: config.deliverablePinCodes,
    environment: config.environment,
    demoAccountsExist: async () =>
      (await Promise.all(DEMO_ACCOUNTS.map((a) => users.findByEmail(a.email)))).every(Boolean),
  });
  const signingKey = uploadSigningKey(config.jwtSecret);
  const storage: Storage =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(join(config.dataDir, 'uploads'), { uploadSigningKey: signingKey });
  setCdnBaseUrl(config.cdnBaseUrl);
  const uploads = createUploadsService({
    db: database.db,
    storage,
    uploadSigningKey: signingKey,
    urlTtlSeconds: config.uploadUrlTtlSeconds,
  });
  // Uploads nothing shows a day after they started are deleted (docs/decisions/0032). The
  // modules that show files name them, so uploads imports neither catalog nor orders.
  const uploadCleanup = createUploadCleanup({
    db: database.db,
    storage,
    fileKeysInUse: () =>
      sql`${catalogFileKeysInUse()} union all ${orderFileKeysInUse()} union all ${cartFileKeysInUse()}`,
  });
  // Catalogue writes clear the cached totals and answers here and, through the change feed, in
  // every other API process (docs/decisions/0025), over Redis when REDIS_URL is set (0029).
  const changeFeed = config.redisUrl
    ? createRedisChangeFeed(config.redisUrl, { log: options.log })
    : createChangeFeed(database, { log: options.log });
  const catalogReads = createReadCache();
  const catalogCounts = createCountCache({
    ttlMs: config.catalogCountCacheSeconds * 1000,
    onInvalidate: () => changeFeed.publish('catalog'),
  });
  changeFeed.subscribe('catalog', () => {
    catalogCounts.clear();
    catalogReads.clear();
  });
  const notifications = createNotificationsService(database.db);
  const designs = createDesignsService({ db: database.db, counts: catalogCounts, notifications });
  const adminDesigns = createAdminDesigns({
    db: database.db,
    counts: catalogCounts,
    notifications,
  });
  const designSubmissions = createDesignSubmissions({
    designs,
    assertUploadedBy: uploads.assertUploadedBy,
  });
  const accessories = createAccessoriesService({
    db: database.db,
    counts: catalogCounts,
    assertUploadedBy: uploads.assertUploadedBy,
  });
  const suggestions = createSuggestionsService(database.db);
  // Deleting a user: each module that keeps a user's rows does its part (docs/decisions/0037);
  // taking their designs out of the shop drops the cached catalogue totals too.
  const userAdmin = createUserAdminService({
    db: database.db,
    removalSteps: [
      cartUserRemoval,
      wishlistUserRemoval,
      catalogUserRemoval(() => catalogCounts.invalidate()),
      ordersUserRemoval,
    ],
  });
  const cart = createCartService(database.db);
  const wishlist = createWishlistService({
    db: database.db,
    designs,
    accessories,
    products: createProductExistence(database.db),
  });
  const simulator = createSimulatorProvider({
    db: database.db,
    secret: config.jwtSecret,
    merchantName: SITE.name,
  });
  const paymentProvider = config.phonePe ? createPhonePeProvider(config.phonePe) : simulator;
  // Cancelling a paid order pays it back through the same provider (docs/decisions/0022).
  const refunds = createRefunds({
    db: database.db,
    provider: paymentProvider,
    notifications,
    log: options.log,
  });
  const orders = createOrdersService({ db: database.db, notifications, refunds });
  const adminOrders = createAdminOrdersService({ db: database.db, refunds, notifications });
  const payments = createPaymentsService({
    db: database.db,
    provider: paymentProvider,
    orders,
    products: createProductExistence(database.db),
    refunds,
    cart,
    deliverablePinCodes: settings.deliverablePinCodes,
    publicUrl: config.publicUrl,
    log: options.log,
  });
  return {
    changeFeed,
    catalogReads,
    users,
    hasher,
    tokens,
    limiter,
    auth,
    health,
    settings,
    storage,
    uploads,
    uploadCleanup,
    designs,
    adminDesigns,
    designSubmissions,
    accessories,
    suggestions,
    cart,
    wishlist,
    notifications,
    orders,
    adminOrders,
    simulator,
    payments,
    refunds,
    audit: createAuditService(database.db),
    userAdmin,
    adminDashboard: createAdminDashboardService({ db: database.db, users }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** A ready Fastify instance (not listening). Tests build one per file and use inject(). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A path that is not valid percent-encoding never reaches a route: same answer as the gate's.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: HTTP_ERROR_MESSAGES.invalidText });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerInputTextGate(app);

  // JSON as Fastify parses it (prototype-poisoning safe), except that an empty body is {}.
  // Text PostgreSQL cannot hold (NUL, lone surrogates) is refused for every body, URL and header
  // by lib/input-text's gate. No other body types until a route needs one (uploads register
  // their own parser): 415.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, done);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
  });

  // The auth limits count in Redis with REDIS_URL, otherwise in PostgreSQL: every API process
  // shares them. The API-wide limit counts in Redis or in process memory (lib/api-rate-limit.ts).
  const rateLimits = config.redisUrl
    ? createRedisRateLimits(config.redisUrl, { log: app.log, keyPrefix: options.redisKeyPrefix })
    : createPostgresRateLimits(options.database);
  const services = createServices({ ...options, log: app.log, limiter: rateLimits.limiter });
  app.addHook('onClose', async () => {
    await services.changeFeed.close();
    await rateLimits.close();
  });
  registerAuthGuard(app, services.auth);
  app.decorate('routeTable', recordRouteTable(app));

  await app.register(
    async (api) => {
      // No database write per request: Redis, or this process's memory (docs/decisions/0038).
      await api.register(fastifyRateLimit, apiRateLimitOptions(config, rateLimits.apiStore));
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      await api.register(healthRoutes, { health: services.health });
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: services.auth,
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
        paymentProvider: services.payments.providerName,
      });
      if (services.payments.providerName === 'simulator') {
        await api.register(simulatorApiRoutes, {
          prefix: '/payments',
          simulator: services.simulator,
        });
      }
      await api.register(ordersRoutes, { prefix: '/orders', orders: services.orders });
      await api.register(placeOrderRoutes, { prefix: '/orders', payments: services.payments });
      await api.register(adminOrdersRoutes, {
        prefix: '/orders',
        adminOrders: services.adminOrders,
      });
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
      await api.register(auditRoutes, { prefix: '/admin/audit', audit: services.audit });
    },
    { prefix: '/api' },
  );

  await app.register(filesRoutes, {
    storage: services.storage,
    privateFiles: services.uploads,
  });
  if (services.payments.providerName === 'simulator') {
    await app.register(simulatorPageRoutes, { simulator: services.simulator });
  }
  await registerWebApp(app, config.webDistDir, {
    catalog: services.designs,
    settings: services.settings,
  });
  app.decorate('services', services);

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A route as registered, and whether only admins may call it (its onRequest or preHandler is requireAdmin). */
export type RouteTableEntry = { method: string; url: string; adminOnly: boolean };

/**
 * Collects every route registered after this call, so tests can walk the real route table
 * (every admin route answers 401 to guests and 403 to customers and sellers).
 */
function recordRouteTable(app: FastifyInstance): RouteTableEntry[] {
  const table: RouteTableEntry[] = [];
  const hooks = (value: unknown): unknown[] =>
    Array.isArray(value) ? value : value ? [value] : [];
  app.addHook('onRoute', (route) => {
    const adminOnly = [...hooks(route.onRequest), ...hooks(route.preHandler)].includes(
      app.requireAdmin,
    );
    for (const method of hooks(route.method) as string[]) {
      if (method !== 'HEAD') table.push({ method, url: route.url, adminOnly });
    }
  });
  return table;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeTable: RouteTableEntry[];
  }
}
