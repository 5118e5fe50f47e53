import { loggableError } from './database-errors';
import type { Logger } from './logger';

/**
 * Work a route starts and does not wait for (the forgot-password lookup, so its reply takes the
 * same time whether or not the account exists): the reply goes out at once, the work runs after
 * it, a failure is logged, and `settled` waits for what is still running (the app's close, and
 * tests that read what the work wrote).
 */
export function createBackgroundWork(log?: Logger) {
  const running = new Set<Promise<void>>();

  function start(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = (async () => {
      // A macrotask later: the reply is written before any of the work runs.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await work();
    })()
      .catch((error: unknown) =>
        log?.error({ err: loggableError(error), work: name }, 'background work failed'),
      )
      .finally(() => running.delete(task));
    running.add(task);
  }

  async function settled(): Promise<void> {
    while (running.size > 0) await Promise.allSettled([...running]);
  }

  return { start, settled };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
