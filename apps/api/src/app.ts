import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import type { Config, SignedConfig } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './lib/auth-guard';
import { createPostgresRateLimits } from './lib/rate-limiter';
import { createRedisRateLimits } from './lib/redis-rate-limiter';
import type { AuthLimits } from './modules/auth/auth.service';
import { sharedJwtSecret } from './modules/auth/shared-secret';
import {
  recordRouteTable,
  registerApiPolicies,
  registerRequestHandling,
  registerSecurityHeaders,
} from './app/plugins';
import { registerApiRoutes, registerSiteRoutes } from './app/routes';
import { createServices } from './app/services';

// The app in three parts (docs/decisions/0042): app/plugins.ts (what every request goes
// through), app/services.ts (the composition root) and app/routes.ts (who answers where).
export {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  type RouteTableEntry,
} from './app/plugins';
export { createServices, type Services } from './app/services';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Fastify/pino logger options; false (the default) keeps tests quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Overrides of AUTH_RATE_LIMIT (tests that are not about throttling raise them). */
  authLimits?: Partial<AuthLimits>;
  /** With REDIS_URL: where the rate-limit keys start (tests keep their runs apart; default `ct:rl:`). */
  redisKeyPrefix?: string;
  /**
   * The web app is being built and will be there before the server listens (`npm start` builds
   * it beside the boot, docs/decisions/0064): serve it even though its files are not there yet.
   */
  webBuildPending?: boolean;
};

/** A ready Fastify instance (not listening). Tests build one per file and use inject(). */
export async function buildApp(options: BuildAppOptions) {
  // Without JWT_SECRET, every process on the database signs with the secret kept in it (0057).
  const config: SignedConfig = {
    ...options.config,
    jwtSecret:
      options.config.jwtSecret ??
      (await sharedJwtSecret(options.database.db, options.config.dataDir)),
  };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A path that is not valid percent-encoding never reaches a route: same answer as the gate's.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: HTTP_ERROR_MESSAGES.invalidText });
    },
  }).withTypeProvider<ZodTypeProvider>();

  registerRequestHandling(app);
  registerSecurityHeaders(app, config);

  // The auth limits count in Redis with REDIS_URL, otherwise in PostgreSQL: every API process
  // shares them. The API-wide limit counts in Redis or in process memory (lib/api-rate-limit.ts).
  const rateLimits = config.redisUrl
    ? createRedisRateLimits(config.redisUrl, { log: app.log, keyPrefix: options.redisKeyPrefix })
    : createPostgresRateLimits(options.database);
  const services = createServices({
    ...options,
    config,
    log: app.log,
    limiter: rateLimits.limiter,
  });
  app.addHook('onClose', async () => {
    await services.background.settled();
    await services.changeFeed.close();
    await services.renderPool.close();
    await rateLimits.close();
  });
  registerAuthGuard(app, services.auth);
  app.decorate('routeTable', recordRouteTable(app));

  await app.register(
    async (api) => {
      await registerApiPolicies(api, config, rateLimits.apiStore);
      await registerApiRoutes(api, services, config);
    },
    { prefix: '/api' },
  );
  await registerSiteRoutes(app, services, config, options.webBuildPending ?? false);
  app.decorate('services', services);

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
