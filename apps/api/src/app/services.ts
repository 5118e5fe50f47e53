import { hasOpenRequest } from '../modules/returns/open-request-filter';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_ACCOUNTS, SITE } from '@campus-threads/contract';
import { sql } from 'drizzle-orm';
import type { SignedConfig } from '../config';
import type { Database } from '../db/client';
import { createBackgroundWork } from '../lib/background-work';
import { createChangeFeed } from '../lib/change-feed';
import { createCountCache } from '../lib/count-cache';
import { setCdnBaseUrl } from '../lib/file-urls';
import { createPasswordHasher } from '../lib/password-hasher';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import { createReadCache } from '../lib/read-cache';
import { createRedisChangeFeed } from '../lib/redis-change-feed';
import { createS3Storage } from '../lib/s3-storage';
import { createWorkerPool } from '../lib/worker-pool';
import type { RenderTask } from '../workers/render-tasks';
import { createLocalStorage, type Storage } from '../lib/storage';
import { createTokenService } from '../lib/tokens';
import { uploadSigningKey } from '../lib/upload-signature';
import { createAccessoriesService } from '../modules/accessories/accessories.service';
import { accessoryFileKeysInUse } from '../modules/accessories/accessory-file-keys-in-use';
import { hasAccessory } from '../modules/accessories/accessory-seller';
import { accessoriesUserRemoval } from '../modules/accessories/remove-seller-accessories';
import { createAuditService } from '../modules/audit/audit.service';
import { createAuthService, type AuthLimits } from '../modules/auth/auth.service';
import { createDeviceTokens } from '../modules/auth/device-token';
import { cartFileKeysInUse } from '../modules/cart/cart-file-keys-in-use';
import { createCartService } from '../modules/cart/cart.service';
import { createDeliveryQuotes } from '../modules/delivery/delivery-quotes';
import { createDeliverySettingsService } from '../modules/delivery/delivery-settings.service';
import { createPickupAddresses } from '../modules/delivery/pickup-addresses';
import { cartUserRemoval } from '../modules/cart/remove-user-cart';
import { createAdminDashboardService } from '../modules/dashboard/admin-dashboard.service';
import { createAdminDesigns } from '../modules/designs/admin-designs.service';
import { hasApprovedDesign } from '../modules/designs/approved-design-seller';
import { designFileKeysInUse } from '../modules/designs/design-file-keys-in-use';
import { designsByIds } from '../modules/designs/design-lookups';
import { createDesignSubmissions } from '../modules/designs/design-submissions.service';
import { createDesignsService } from '../modules/designs/designs.service';
import { createDesignWithdrawals } from '../modules/designs/design-withdrawals';
import { designsUserRemoval } from '../modules/designs/remove-seller-designs';
import { createDropsService } from '../modules/drops/drops.service';
import { createFlows } from '../flows/flows';
import { createEarningsService } from '../modules/earnings/earnings.service';
import { createHealthService } from '../modules/health/health.service';
import { createInvoicesService } from '../modules/invoices/invoices.service';
import { createEmailVerification } from '../modules/auth/email-verification';
import { createPasswordReset } from '../modules/auth/password-reset';
import { createMailService } from '../modules/mail/mail.service';
import { createMailTransport } from '../modules/mail/mail-transport';
import { mailUserRemoval } from '../modules/mail/remove-user-mail';
import { createUnsubscribe } from '../modules/mail/unsubscribe';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { createAdminOrdersService } from '../modules/orders/admin-orders.service';
import { dropBuyerLines, dropJoinsOf } from '../modules/orders/drop-orders';
import { orderFileKeysInUse } from '../modules/orders/order-file-keys-in-use';
import { createOrdersService } from '../modules/orders/orders.service';
import { ordersUserRemoval } from '../modules/orders/user-removal';
import { createPaymentsService } from '../modules/payments/payments.service';
import { createPhonePeProvider } from '../modules/payments/providers/phonepe/phonepe.provider';
import { createSimulatorProvider } from '../modules/payments/providers/simulator/simulator.provider';
import { createRefunds } from '../modules/refunds/refunds.service';
import { createProductExistence } from '../modules/products/product-existence';
import { createOrderReturnTotals } from '../modules/returns/order-return-totals';
import { returnFileKeysInUse } from '../modules/returns/return-file-keys-in-use';
import { createReturnsService } from '../modules/returns/returns.service';
import { reviewFileKeysInUse } from '../modules/reviews/review-file-keys-in-use';
import { createReviewsService } from '../modules/reviews/reviews.service';
import { createSettingsService } from '../modules/settings/settings.service';
import { createSuggestionsService } from '../modules/suggestions/suggestions.service';
import { createUploadCleanup } from '../modules/uploads/upload-cleanup';
import { createUploadsService } from '../modules/uploads/uploads.service';
import { createUserAdminService } from '../modules/users/user-admin.service';
import { createUsersService } from '../modules/users/users.service';
import { wishlistUserRemoval } from '../modules/wishlist/remove-user-wishlist';
import { createWishlistService } from '../modules/wishlist/wishlist.service';

/**
 * The composition root: every service and what it is handed, built once per app. Modules meet
 * here and nowhere else (docs/decisions/0037): a lower module that needs a higher one's work gets
 * it as a parameter or a registered step.
 */
export function createServices(options: {
  config: SignedConfig;
  database: Database;
  /** Overrides of AUTH_RATE_LIMIT (tests that are not about throttling raise them). */
  authLimits?: Partial<AuthLimits>;
  log?: FastifyBaseLogger;
  /** The auth limits' counters (buildApp passes PostgreSQL's or, with REDIS_URL, Redis's). */
  limiter?: RateLimiter;
}) {
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
    // Declared below, called only once a request signs up.
    onRegistered: (row) => emailVerification.welcome(row),
  });
  const health = createHealthService(database);
  const settings = createSettingsService({
    database,
    defaultPinCodes: config.deliverablePinCodes,
    environment: config.environment,
    shopDefaults: config.shop,
    returnWindowDays: config.returnWindowDays,
    dropMinLeadSeconds: config.dropMinLeadSeconds,
    demoAccountsExist: async () =>
      (await Promise.all(DEMO_ACCOUNTS.map((a) => users.findByEmail(a.email)))).every(Boolean),
  });
  const signingKey = uploadSigningKey(config.jwtSecret);
  const storage: Storage =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(join(config.dataDir, 'uploads'), { uploadSigningKey: signingKey });
  setCdnBaseUrl(config.cdnBaseUrl);
  // PDFs are drawn in worker threads, never on the event loop (docs/decisions/0064).
  const renderPool = createWorkerPool<RenderTask, Uint8Array>({
    filename: new URL('../workers/render-worker.mjs', import.meta.url).href,
  });
  const uploads = createUploadsService({
    db: database.db,
    storage,
    uploadSigningKey: signingKey,
    urlTtlSeconds: config.uploadUrlTtlSeconds,
    // A seller's limits for an account with an approved design or an accessory (and admins);
    // every other account's are lower (docs/decisions/0053).
    limits: {
      ...config.uploadLimits,
      isSeller: (userId) => sql`${hasApprovedDesign(userId)} or ${hasAccessory(userId)}`,
    },
  });
  // Uploads nothing shows a day after they started are deleted (docs/decisions/0032). The
  // modules that show files name them, so uploads imports none of them.
  const uploadCleanup = createUploadCleanup({
    db: database.db,
    storage,
    fileKeysInUse: () =>
      sql`${designFileKeysInUse()} union all ${accessoryFileKeysInUse()} union all ${orderFileKeysInUse()} union all ${cartFileKeysInUse()} union all ${returnFileKeysInUse()} union all ${reviewFileKeysInUse()}`,
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
  // E-mail through the outbox (docs/decisions/0051): every notification queues its message in its transaction.
  const mail = createMailService({
    db: database.db,
    transport: createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    // The order confirmation carries its invoice, a refund its credit note, made when it is sent.
    attachmentFor: (attachment) =>
      attachment.kind === 'credit_note'
        ? invoices.creditNoteAttachment(attachment.orderId, attachment.returnId ?? null)
        : invoices.invoiceAttachment(attachment.orderId),
    log: options.log,
  });
  const notifications = createNotificationsService(database.db, mail.forNotifications);
  // Work routes start and answer before (the forgot-password lookup); the app's close waits for it.
  const background = createBackgroundWork(options.log);
  const passwordReset = createPasswordReset({
    db: database.db,
    users,
    hasher,
    mail,
    limiter,
    background,
    publicUrl: config.publicUrl,
  });
  // The welcome e-mail's link and "Send the link again" (docs/decisions/0053).
  const emailVerification = createEmailVerification({
    db: database.db,
    users,
    mail,
    limiter,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
  });
  // Designs leaving the shop end their open drops (decision 0055): the drops module registers
  // its step below, once it is built (designs cannot import drops).
  const designWithdrawals = createDesignWithdrawals();
  const designs = createDesignsService({
    db: database.db,
    counts: catalogCounts,
    notifications,
    withdrawals: designWithdrawals,
  });
  const adminDesigns = createAdminDesigns({
    db: database.db,
    counts: catalogCounts,
    notifications,
    withdrawals: designWithdrawals,
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
  // taking their designs or accessories out of the shop drops the cached catalogue totals too.
  const userAdmin = createUserAdminService({
    db: database.db,
    removalSteps: [
      cartUserRemoval,
      wishlistUserRemoval,
      designsUserRemoval(() => catalogCounts.invalidate(), designWithdrawals),
      accessoriesUserRemoval(() => catalogCounts.invalidate()),
      ordersUserRemoval,
      mailUserRemoval,
    ],
  });
  const deliverySettings = createDeliverySettingsService({
    db: database.db,
    defaultPickupPinCode: config.deliverablePinCodes[0]!,
  });
  const pickupAddresses = createPickupAddresses(database.db);
  const deliveryQuotes = createDeliveryQuotes({
    settings: deliverySettings,
    pickups: pickupAddresses,
    campusPinCodes: settings.deliverablePinCodes,
  });
  const cart = createCartService(database.db, { delivery: deliveryQuotes });
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
    // A refund's e-mail carries the credit note when one was issued (docs/decisions/0054).
    creditNoteIssued: (executor, orderId, returnId) =>
      invoices.creditNoteIssued(executor, orderId, returnId),
    log: options.log,
  });
  // The sellers' ledger: the order flows write it in their events' transactions through `ledger`,
  // with the rates the settings hold when an order is made (docs/decisions/0048).
  const earnings = createEarningsService({
    db: database.db,
    notifications,
    users,
    rates: (tx) => settings.earningRates(tx),
    holdDays: config.earningsHoldDays,
  });
  // Tax invoices and credit notes: the order flows issue them in their events' transactions
  // through `orderInvoices`, with the shop and GST rates the settings hold then (0050).
  const invoices = createInvoicesService({
    db: database.db,
    settings: (tx) => settings.invoiceSettings(tx),
    storage,
    render: (task) => renderPool.run(task),
  });
  // What received returns brought back of each order, read by modules/returns (0059).
  const returnTotals = createOrderReturnTotals(database.db);
  const orders = createOrdersService({
    db: database.db,
    notifications,
    refunds,
    invoices: invoices.orderInvoices,
    returnTotals,
    hasOpenRequest,
  });
  const adminOrders = createAdminOrdersService({
    db: database.db,
    refunds,
    notifications,
    invoices: invoices.orderInvoices,
    returnTotals,
  });
  // Campus drops: group orders on an approved design, read through the designs service
  // (docs/decisions/0049).
  const drops = createDropsService({
    db: database.db,
    designs,
    buyerLines: (dropId) => dropBuyerLines(database.db, dropId),
    joinsOf: (dropId, userId) => dropJoinsOf(database.db, dropId, userId),
    minLeadSeconds: config.dropMinLeadSeconds,
  });
  // Reviews from verified buyers (docs/decisions/0052): a moderation that moves a product's
  // rating drops the catalogue's cached answers everywhere, as a design edit does.
  const reviews = createReviewsService({
    db: database.db,
    orders,
    notifications,
    assertUploadedBy: uploads.assertUploadedBy,
    catalogChanged: () => catalogCounts.invalidate(),
  });
  // Size exchanges and returns of delivered orders (docs/decisions/0052); deciding them is the
  // move-return flow's.
  const returns = createReturnsService({
    db: database.db,
    notifications,
    invoices,
    assertUploadedBy: uploads.assertUploadedBy,
    designSizes: async (executor, ids) =>
      new Map((await designsByIds(executor, ids)).map((d) => [d.id, d.sizes])),
    windowDays: config.returnWindowDays,
  });
  // The business events that touch several modules (apps/api/src/flows, docs/FLOWS.md).
  const flows = createFlows({
    db: database.db,
    notifications,
    refunds,
    earnings: earnings.ledger,
    invoices,
    orders,
    returns,
  });
  designWithdrawals.register((tx, designIds, why, actor) =>
    flows.cancelDropsOfWithdrawnDesigns(tx, designIds, why, actor),
  );
  const payments = createPaymentsService({
    db: database.db,
    provider: paymentProvider,
    orders,
    products: createProductExistence(database.db),
    refunds,
    completePayment: flows.completePayment,
    cart,
    delivery: deliveryQuotes,
    publicUrl: config.publicUrl,
    log: options.log,
  });
  return {
    background,
    renderPool,
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
    deliverySettings,
    pickupAddresses,
    deliveryQuotes,
    wishlist,
    notifications,
    mail,
    passwordReset,
    emailVerification,
    // The one-click unsubscribe of optional e-mails (docs/decisions/0053).
    unsubscribe: createUnsubscribe({ links: mail.unsubscribeLinks, users }),
    orders,
    adminOrders,
    simulator,
    payments,
    refunds,
    earnings,
    invoices,
    drops,
    reviews,
    returns,
    flows,
    audit: createAuditService(database.db),
    userAdmin,
    adminDashboard: createAdminDashboardService({ db: database.db, users }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
