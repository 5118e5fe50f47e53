import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/** The API-wide limit's window: API_RATE_LIMIT_PER_MINUTE requests per client address. */
export const API_RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Client addresses one process remembers for the in-memory count (a least-recently-used map in
 * @fastify/rate-limit, about 100 bytes each, so about 1 MB at most). An address pushed out starts
 * a fresh window, as it would a minute later anyway.
 */
export const API_RATE_LIMIT_MEMORY_CLIENTS = 10_000;

/** The limit each process allows when it counts alone: its share of the whole, at least 1. */
export function apiLimitPerProcess(
  config: Pick<Config, 'apiRateLimitPerMinute' | 'apiProcesses'>,
): number {
  return Math.max(1, Math.floor(config.apiRateLimitPerMinute / config.apiProcesses));
}

/**
 * @fastify/rate-limit's options for the API-wide limit (docs/decisions/0038). No database write per
 * request: with a shared store (Redis) every process counts against the whole limit there;
 * without one, each process counts in its own memory (the plugin's LocalStore, a fixed window per
 * address) and allows its share, API_RATE_LIMIT_PER_MINUTE / API_PROCESSES, which adds up to the
 * whole when the proxy spreads a client's requests evenly. The auth limits stay exact on their
 * own stores (lib/rate-limiter.ts, lib/redis-rate-limiter.ts).
 */
export function apiRateLimitOptions(
  config: Pick<Config, 'apiRateLimitPerMinute' | 'apiProcesses'>,
  sharedStore: FastifyRateLimitStoreCtor | undefined,
): RateLimitPluginOptions {
  const common = {
    timeWindow: API_RATE_LIMIT_WINDOW_MS,
    // The store (Redis) down: the request goes on (a route without its database answers 503
    // itself); the limiter does not turn it into 500.
    skipOnError: true,
  };
  return sharedStore
    ? { ...common, max: config.apiRateLimitPerMinute, store: sharedStore }
    : { ...common, max: apiLimitPerProcess(config), cache: API_RATE_LIMIT_MEMORY_CLIENTS };
}
