import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { apiRateLimitOptions } from '../lib/api-rate-limit';
import { errorHandler } from '../lib/error-handler';
import { registerInputTextGate } from '../lib/input-text';
import type { RateLimits } from '../lib/rate-limiter';
import { s3UploadOrigin } from '../lib/s3-storage';
import { registerHelmetHeaders } from '../lib/security-headers';

/**
 * What every request goes through before and after its route: zod checks and replies, the one
 * error handler, the text gate, JSON bodies, security headers, and under /api the rate limit
 * and no-store caching. buildApp (app.ts) registers them in this order.
 */

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

/** Zod checks every request and shapes every reply; one handler maps every error. */
export function registerRequestHandling(app: FastifyInstance): void {
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
    void parseJson(request, text, done);
  });
}

/** Helmet's headers with this configuration's Content-Security-Policy. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  registerHelmetHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
  });
}

/** Inside /api: the API-wide rate limit, and answers no cache keeps unless a route says so. */
export async function registerApiPolicies(
  api: FastifyInstance,
  config: Config,
  apiStore: RateLimits['apiStore'],
) {
  // No database write per request: Redis, or this process's memory (docs/decisions/0038).
  await api.register(fastifyRateLimit, apiRateLimitOptions(config, apiStore));
  // Synchronous: no promise per request for one header.
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('Cache-Control', 'no-store');
    done();
  });
}

/** A route as registered, and whether only admins may call it (its onRequest or preHandler is requireAdmin). */
export type RouteTableEntry = { method: string; url: string; adminOnly: boolean };

/**
 * Collects every route registered after this call, so tests can walk the real route table
 * (every admin route answers 401 to guests and 403 to customers and sellers).
 */
export function recordRouteTable(app: FastifyInstance): RouteTableEntry[] {
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
    routeTable: RouteTableEntry[];
  }
}
