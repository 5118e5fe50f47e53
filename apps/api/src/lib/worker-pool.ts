import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * A pool of worker threads for CPU-bound work (docs/decisions/0064): PDF documents today, courier
 * labels and print files later. Piscina keeps the threads, a bounded queue and the transfer of
 * results; the event loop only waits for what a request must answer.
 *
 * Sized to leave the event loop a core of its own: one thread on a 2-core machine, at most four.
 * Threads start on the first task and stop when idle, so a process (or a test) that renders
 * nothing never pays for them.
 */
export type WorkerPoolOptions = {
  /** The worker's module (file URL or path); its default export runs each task. */
  filename: string;
  maxThreads?: number;
  /** Tasks waiting beyond the running ones; more are refused with `PoolBusyError`. */
  maxQueue?: number;
  idleTimeoutMs?: number;
};

export const DEFAULT_POOL_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
export const DEFAULT_POOL_QUEUE = 500;

/** The queue is full: the caller answers "try again" (a 503) or retries later (a job). */
export class PoolBusyError extends Error {
  constructor() {
    super('The worker pool is busy');
    this.name = 'PoolBusyError';
  }
}

export type WorkerPool<Task, Result> = {
  run: (task: Task) => Promise<Result>;
  /** Tasks running and queued, for the health route and tests. */
  readonly load: () => { running: number; queued: number; threads: number };
  close: () => Promise<void>;
};

export function createWorkerPool<Task, Result>(
  options: WorkerPoolOptions,
): WorkerPool<Task, Result> {
  const maxThreads = options.maxThreads ?? DEFAULT_POOL_THREADS;
  const maxQueue = options.maxQueue ?? DEFAULT_POOL_QUEUE;
  let piscina: Piscina | undefined;
  let running = 0;
  const pool = () =>
    (piscina ??= new Piscina({
      filename: options.filename,
      minThreads: 0,
      maxThreads,
      maxQueue,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
    }));

  return {
    async run(task) {
      const target = pool();
      if (target.queueSize >= maxQueue) throw new PoolBusyError();
      running += 1;
      try {
        return (await target.run(task)) as Result;
      } catch (error) {
        // Piscina's own refusal when tasks arrive faster than this check sees them.
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw new PoolBusyError();
        throw error;
      } finally {
        running -= 1;
      }
    },
    load: () => ({
      running,
      queued: piscina?.queueSize ?? 0,
      threads: piscina?.threads.length ?? 0,
    }),
    async close() {
      const target = piscina;
      piscina = undefined;
      await target?.destroy();
    },
  };
}
