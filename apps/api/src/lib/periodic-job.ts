import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from './database-errors';

/**
 * Runs `work` once now and then every `intervalMs`, never twice at once, logging what it did
 * (a count above 0) and any failure. The timer does not keep the process alive. Returns stop.
 */
export function startPeriodicJob(options: {
  name: string;
  work: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): () => void {
  const { name, work, intervalMs, log } = options;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const done = await work();
      if (done > 0) log.info({ job: name, done }, `${name}: ${done} done`);
    } catch (error) {
      log.error({ err: loggableError(error), job: name }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
