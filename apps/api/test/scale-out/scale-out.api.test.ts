import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  simulatorSettlePath,
  type CreatePaymentResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase, type Database } from '../../src/db/client';
import { CHANGE_FEED_CONNECTION_NAME } from '../../src/lib/redis-change-feed';
import { orders, payments } from '../../src/db/schema';
import { TEST_JWT_SECRET } from '../create-test-app';
import {
  bearer,
  buildDeliveryDetails,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../factories';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../throwaway-postgres';

/**
 * Two API processes on one PostgreSQL database (two buildApp instances, each with its own pool,
 * change-feed connection and memory), as docs/ARCHITECTURE.md runs N of them behind a proxy.
 * Nothing may rely on process memory: what one does, the other sees. The suite runs twice: on
 * PostgreSQL alone, and with REDIS_URL (change feed and rate limits on Redis, docs/decisions/0029)
 * when TEST_REDIS_URL is set.
 */
const adminUrl = inject('testDatabaseUrl');
const testRedisUrl = inject('testRedisUrl');

type Backend = {
  name: string;
  /** REDIS_URL for both processes ('' = unset: everything on PostgreSQL). */
  redisUrl: string;
  feed: 'postgres' | 'redis';
  enabled: boolean;
};
const BACKENDS: Backend[] = [
  { name: 'PostgreSQL', redisUrl: '', feed: 'postgres', enabled: true },
  {
    name: 'PostgreSQL + Redis',
    redisUrl: testRedisUrl,
    feed: 'redis',
    enabled: testRedisUrl !== '',
  },
];
const RATE_LIMIT = 40;
const UNTHROTTLED = {
  maxFailedLoginsPerMinute: 10_000,
  maxRegistrationsPerMinute: 10_000,
  maxPasswordChangesPerMinute: 10_000,
};

type Node = { app: App; database: Database; dataDir: string };

async function startNode(
  url: string,
  redis: { url: string; keyPrefix: string } = { url: '', keyPrefix: '' },
): Promise<Node> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-scale-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SCRYPT_COST: '1024',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // Without Redis each process counts the API limit in memory and allows half of it
    // (docs/decisions/0038); with Redis both count against the whole limit there.
    API_PROCESSES: '2',
    REDIS_URL: redis.url,
  });
  const database = await createDatabase({ databaseUrl: url, dataDir });
  const app = await buildApp({
    config,
    database,
    authLimits: UNTHROTTLED,
    // This run's own counters: an earlier run's within the last minute must not count.
    redisKeyPrefix: redis.keyPrefix || undefined,
  });
  await app.services.changeFeed.ready;
  return { app, database, dataDir };
}

let addressCounter = 0;
/** A client address of its own per test, so the shared API limit of one test does not hit another. */
const nextAddress = () => `10.12.0.${(addressCounter += 1)}`;

async function call<T = Record<string, unknown>>(
  node: Node,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  options: { token?: string; payload?: unknown; address: string; headers?: Record<string, string> },
) {
  const response = await node.app.inject({
    method,
    url,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    payload: options.payload as object | undefined,
    remoteAddress: options.address,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (response.body ? response.json() : undefined) as T,
  };
}

/** Cuts the change feed's Redis subscriber connections from the server side, as a restart would. */
async function killRedisSubscribers(url: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const list = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${CHANGE_FEED_CONNECTION_NAME} `))
      .map((line) => /^id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await redis.call('CLIENT', 'KILL', 'ID', id);
    return ids.length;
  } finally {
    redis.disconnect();
  }
}

for (const backend of BACKENDS) {
  describe.skipIf(!adminUrl || !backend.enabled)(
    `two API processes on one PostgreSQL database (${backend.name})`,
    () => scaleOutSuite(backend),
  );
}

function scaleOutSuite(backend: Backend) {
  let scratch: ThrowawayDatabase;
  let a: Node;
  let b: Node;
  let admin: CreatedUser;
  let seller: CreatedUser;
  let buyer: CreatedUser;
  const keyPrefix = `ct:rl:test-${randomUUID()}:`;

  beforeAll(async () => {
    scratch = await createThrowawayDatabase(adminUrl, { prefix: 'ct_scale' });
    const redis = { url: backend.redisUrl, keyPrefix };
    a = await startNode(scratch.url, redis);
    b = await startNode(scratch.url, redis);
    admin = await createAdmin(a.app, a.database.db);
    seller = await createUser(a.app);
    buyer = await createUser(b.app);
  });

  afterAll(async () => {
    for (const node of [a, b]) {
      if (!node) continue;
      await node.app.close();
      await node.database.close();
      rmSync(node.dataDir, { recursive: true, force: true });
    }
    await scratch?.drop();
  });

  it(`runs the change feed on ${backend.feed}`, () => {
    expect(a.app.services.changeFeed.kind).toBe(backend.feed);
    expect(b.app.services.changeFeed.kind).toBe(backend.feed);
  });

  it('a payment created through one and settled through the other makes exactly one order', async () => {
    const address = nextAddress();
    const design = await createDesign(a.app, seller.user._id, { title: 'Scale tee' });
    const tee = (await call<Tshirt>(b, 'GET', `/api/tshirts/${design.id}`, { address })).body;
    const created = await call<CreatePaymentResponse>(a, 'POST', '/api/payments/create', {
      token: buyer.token,
      address,
      payload: {
        source: 'buyNow',
        items: [
          { productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 },
        ],
        amount: tee.currentPrice + tee.deliveryPrice,
        deliveryDetails: buildDeliveryDetails(),
      },
    });
    expect(created.status).toBe(201);
    const { merchantOrderId, redirectUrl } = created.body;
    // The provider's answer lands on B, the shopper's status checks on both at once.
    const settled = await call(b, 'POST', simulatorSettlePath(redirectUrl), {
      address,
      payload: { outcome: 'COMPLETED' },
    });
    expect(settled.status).toBeLessThan(400);
    const checks = await Promise.all(
      [a, b, a, b].map((node) =>
        call<{ order: { _id: string } | null }>(
          node,
          'POST',
          `/api/payments/status/${merchantOrderId}`,
          { token: buyer.token, address },
        ),
      ),
    );
    const orderIds = new Set(checks.map((check) => check.body.order?._id));
    expect(orderIds.size).toBe(1);
    expect([...orderIds][0]).toBeTruthy();
    const [payment] = await a.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId));
    expect(payment?.state).toBe('COMPLETED');
    const made = await a.database.db
      .select()
      .from(orders)
      .where(eq(orders.merchantOrderId, merchantOrderId));
    expect(made).toHaveLength(1);
  });

  it('shares the API rate limit: the requests of both processes count against one limit (a half each without Redis)', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) {
      const node = i % 2 === 0 ? a : b;
      statuses.push((await call(node, 'GET', '/api/tshirts?limit=1', { address })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each process saw only half of the requests; the limit is reached on both.
    expect((await call(a, 'GET', '/api/tshirts?limit=1', { address })).status).toBe(429);
    expect((await call(b, 'GET', '/api/tshirts?limit=1', { address })).status).toBe(429);
    // Another client is not affected.
    expect((await call(b, 'GET', '/api/tshirts?limit=1', { address: nextAddress() })).status).toBe(
      200,
    );
    // Where the counts are: with REDIS_URL in Redis only (the auth limits' too: the users were
    // registered through the API), otherwise in each process's memory: never a database write.
    const rows = await a.database.query<{ key: string; count: number }>(
      'select key, count from rate_limit_counters',
    );
    if (backend.feed === 'redis') {
      expect(rows).toEqual([]);
      const redis = new Redis(backend.redisUrl, { maxRetriesPerRequest: 1 });
      try {
        expect(await redis.get(`${keyPrefix}api:${address}`)).toBe(String(RATE_LIMIT + 2));
        expect(await redis.keys(`${keyPrefix}register:*`)).not.toEqual([]);
      } finally {
        redis.disconnect();
      }
    } else {
      expect(rows.filter((row) => row.key.startsWith('api:'))).toEqual([]);
    }
  });

  /** Polls `read` on B until `done` holds; answers the time it took (fails after 3 s). */
  async function timeUntil(read: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 3_000) {
      if (await read()) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the change never showed');
  }

  it('a colour discount set through A is on B’s cached list and page within 1 s', async () => {
    const address = nextAddress();
    const design = await createDesign(a.app, seller.user._id, {
      title: 'Scale discount tee',
      universityName: 'Scale Out University',
      category: 'university',
    });
    const listUrl = '/api/tshirts?category=university&universityName=Scale%20Out%20University';
    const pageUrl = `/api/tshirts/${design.id}`;
    const priceOn = async (url: string) => {
      const response = await call<TshirtListResponse & Tshirt>(b, 'GET', url, { address });
      return url === pageUrl ? response.body.currentPrice : response.body.tshirts[0]?.currentPrice;
    };
    // B caches both answers (a second read is the same entry: same ETag).
    expect(await priceOn(listUrl)).toBe(499);
    expect(await priceOn(pageUrl)).toBe(499);
    const first = await call(b, 'GET', listUrl, { address });
    const again = await call(b, 'GET', listUrl, {
      address,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);

    const changed = await call(a, 'PUT', `/api/tshirts/admin/${design.id}/color-discounts`, {
      token: admin.token,
      address,
      payload: { colorDiscounts: [{ color: 'Black', discountPrice: 399 }] },
    });
    expect(changed.status).toBe(200);
    const listDelay = await timeUntil(async () => (await priceOn(listUrl)) === 399);
    const pageDelay = await timeUntil(async () => (await priceOn(pageUrl)) === 399);
    expect(listDelay).toBeLessThan(1_000);
    expect(pageDelay).toBeLessThan(1_000);
    // The old ETag no longer matches: the browser gets the new body.
    const after = await call(b, 'GET', listUrl, {
      address,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(after.status).toBe(200);
  });

  it('an approval through A shows on B within 1 s, and its notification is read through B', async () => {
    const address = nextAddress();
    const design = await createDesign(a.app, seller.user._id, {
      title: 'Scale pending tee',
      status: 'pending',
      universityName: 'Scale Approval University',
      category: 'university',
    });
    const listUrl = '/api/tshirts?category=university&universityName=Scale%20Approval%20University';
    const titles = async () =>
      (await call<TshirtListResponse>(b, 'GET', listUrl, { address })).body.tshirts.map(
        (t) => t.title,
      );
    expect(await titles()).toEqual([]);
    const approved = await call(a, 'PATCH', `/api/tshirts/admin/${design.id}/status`, {
      token: admin.token,
      address,
      payload: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    const delay = await timeUntil(async () => (await titles()).includes('Scale pending tee'));
    expect(delay).toBeLessThan(1_000);

    const inbox = await call<{ notifications: { message: string }[] }>(
      b,
      'GET',
      '/api/notifications',
      { token: seller.token, address },
    );
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body)).toContain('Scale pending tee');
  });

  it('a change feed that lost its connection reconnects and drops what B kept', async () => {
    const address = nextAddress();
    const url = '/api/suggestions/universities?query=Scale';
    await call(b, 'GET', url, { address });
    expect(b.app.services.catalogReads.size()).toBeGreaterThan(0);
    if (backend.feed === 'redis') {
      // Cut the SUBSCRIBE connections (A's and B's) from the server side, as a Redis restart would.
      expect(await killRedisSubscribers(backend.redisUrl)).toBeGreaterThanOrEqual(2);
    } else {
      // Cut B's LISTEN connection from the server side, as a database restart would.
      await a.database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      );
    }
    const delay = await timeUntil(async () => b.app.services.catalogReads.size() === 0);
    expect(delay).toBeLessThan(2_500);
  });
}

describe.runIf(!adminUrl)('two API processes (no PostgreSQL)', () => {
  it.skip('needs TEST_DATABASE_URL: PGlite is one process, so scale-out is tested on PostgreSQL only', () => {});
});
