import type { FastifyBaseLogger } from 'fastify';
import type { DesignsService } from './designs.service';

/**
 * Runs designs.repriceEndedSales every `intervalMs` (and once at once) so a sale that has ended
 * stops deciding the price sorts within a minute. Shown prices never wait for it: they are
 * computed from saleEndTime on every read. Returns the stop function.
 */
export function startSaleExpiry(designs: DesignsService, log: FastifyBaseLogger, intervalMs = 60_000): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const repriced = await designs.repriceEndedSales();
      if (repriced > 0) log.info({ repriced }, 'ended sales re-priced');
    } catch (error) {
      log.error({ err: error }, 're-pricing ended sales failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
