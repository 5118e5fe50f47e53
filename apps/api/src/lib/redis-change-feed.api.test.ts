import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChangeFeed } from './change-feed';
import { createRedisChangeFeed } from './redis-change-feed';

/** The change feed on a real Redis (TEST_REDIS_URL); scale-out.api.test.ts runs it in two apps. */
const redisUrl = inject('testRedisUrl');

async function waitFor(condition: () => boolean): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > 2_000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!redisUrl)('change feed on Redis', () => {
  let a: ChangeFeed;
  let b: ChangeFeed;
  const heard = { a: 0, b: 0 };

  beforeAll(async () => {
    a = createRedisChangeFeed(redisUrl);
    b = createRedisChangeFeed(redisUrl);
    a.subscribe('catalog', () => (heard.a += 1));
    b.subscribe('catalog', () => (heard.b += 1));
    await Promise.all([a.ready, b.ready]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('is the redis kind', () => {
    expect(a.kind).toBe('redis');
  });

  it('tells the sender at once and the other process on its message, not the sender twice', async () => {
    a.publish('catalog');
    expect(heard.a).toBe(1);
    await waitFor(() => heard.b === 1);
    // A's own message reached A's subscriber too (same channel) and was ignored.
    b.publish('catalog');
    await waitFor(() => heard.a === 2);
    expect(heard.b).toBe(2);
    // No late echo of B's own message: one from A sent after it reaches B after it.
    a.publish('catalog');
    await waitFor(() => heard.b === 3);
    expect(heard).toEqual({ a: 3, b: 3 });
  });

  it('an unsubscribed listener hears nothing more', async () => {
    let calls = 0;
    const stop = b.subscribe('catalog', () => (calls += 1));
    a.publish('catalog');
    await waitFor(() => calls === 1);
    stop();
    const before = heard.b;
    a.publish('catalog');
    await waitFor(() => heard.b === before + 1);
    expect(calls).toBe(1);
  });
});

describe.runIf(!redisUrl)('change feed on Redis (no Redis)', () => {
  it.skip('needs TEST_REDIS_URL', () => {});
});
