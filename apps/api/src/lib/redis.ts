import { Redis } from 'ioredis';

export type RedisLog = { warn: (object: unknown, message: string) => void };

/**
 * One connection to REDIS_URL (docs/decisions/0029). It connects at once and, when the server goes
 * away, retries every 0.2 s, 0.4 s, … up to every 2 s for as long as it takes. A command waits at
 * most ~1 s for a connection and then fails (the caller decides: the API limit lets the request
 * through, the auth limits answer an error), so a Redis outage never hangs a request. Errors are
 * logged as warnings, once per outage, and never crash the process.
 */
export function createRedis(
  url: string,
  options: {
    /** CLIENT LIST shows it, so an operator sees which connection is whose. */
    name: string;
    log?: RedisLog;
    /** false: the owner subscribes again itself after a reconnect (the change feed does). */
    autoResubscribe?: boolean;
  },
): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    connectionName: options.name,
    autoResubscribe: options.autoResubscribe ?? true,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    options.log?.warn(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      `redis (${options.name}): connection failed, retrying`,
    );
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** QUIT when connected (pending replies arrive first), otherwise just drop the socket. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
