import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, PoolBusyError, type WorkerPool } from './worker-pool';

type Task = { waitMs?: number };
type Answer = { threadId: number };
const filename = new URL('./worker-pool.fixture.mjs', import.meta.url).href;

// The pool CPU-bound work runs in (docs/decisions/0064): off the calling thread, started only
// when first used, and a bounded queue that refuses more instead of growing without end.
describe('the worker pool', () => {
  let pool: WorkerPool<Task, Answer> | undefined;
  afterEach(async () => pool?.close());

  it('runs tasks on another thread, starting its threads only when first asked', async () => {
    pool = createWorkerPool<Task, Answer>({ filename, maxThreads: 1 });
    expect(pool.load().threads).toBe(0);
    const answer = await pool.run({});
    expect(answer.threadId).not.toBe(threadId);
    expect(pool.load().threads).toBe(1);
  });

  it('refuses tasks beyond its queue with PoolBusyError, and runs the rest', async () => {
    pool = createWorkerPool<Task, Answer>({ filename, maxThreads: 1, maxQueue: 2 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => pool!.run({ waitMs: 50 })),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PoolBusyError);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(2);
    // The queue drained: it takes work again.
    await expect(pool.run({})).resolves.toHaveProperty('threadId');
  });
});
