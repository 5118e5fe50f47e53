import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed';
import { loggableError } from '../lib/database-errors';
import { backdateClosedDrop } from '../modules/drops/demo-history';
import { seedDemoCatalog } from './demo-catalog.seed';
import { seedDemoDrops } from './demo-drops.seed';
import { seedDemoReturns } from './demo-returns.seed';
import { seedDemoReviews } from './demo-reviews.seed';
import { seedDemoSales } from './demo-sales.seed';

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * The demo shop on a first start (SEED_DEMO): accounts, the catalogue, and a history of sales,
 * drops, returns and reviews made through the real flows. Its product images are only planned
 * here; `drawImages` draws them once the server answers (docs/decisions/0064). The e-mails the
 * history queued to demo accounts are set aside, not sent, so a new shop is idle once it answers.
 */
export async function seedDemoShop(
  app: FastifyInstance,
  database: Database,
  config: Pick<Config, 'dropMinLeadSeconds'>,
): Promise<{ drawImages: () => Promise<void> }> {
  const { services, log } = app;
  const nothingToDraw = { drawImages: async () => {} };
  const startedAt = new Date();
  const accounts = await seedDemoData(services);
  if (accounts.seeded) log.info(`seeded ${accounts.accounts} demo accounts`);
  const catalog = await seedDemoCatalog(
    {
      db: database.db,
      users: services.users,
      storage: services.storage,
      uploads: services.uploads,
    },
    { images: 'later' },
  );
  if (!catalog.seeded) return nothingToDraw;
  log.info(
    `seeded the demo catalogue: ${catalog.approved} approved of ${catalog.designs} t-shirts, ` +
      `${catalog.accessories} accessories, ${catalog.images.planned} images to draw, in ${seconds(catalog.ms)} s`,
  );
  // The seller's sales in several statuses, once, with the catalogue they buy from.
  const sales = await seedDemoSales({
    designs: services.designs,
    accessories: services.accessories,
    users: services.users,
    payments: services.payments,
    simulator: services.simulator,
    flows: services.flows,
    earnings: services.earnings,
    startHoldAt: (orderId, deliveredAt) =>
      services.earnings.ledger.startHold(database.db, orderId, deliveredAt),
    pickups: services.pickupAddresses,
  });
  if (sales.seeded) log.info(`seeded ${sales.orders} demo sales in ${seconds(sales.ms)} s`);
  else log.info(`no demo sales: ${sales.reason}`);
  // A drop open half way, one that succeeded past a tier and one that failed.
  const drops = await seedDemoDrops({
    designs: services.designs,
    users: services.users,
    hasher: services.hasher,
    payments: services.payments,
    simulator: services.simulator,
    drops: services.drops,
    flows: services.flows,
    minLeadSeconds: config.dropMinLeadSeconds,
    backdateClosedDrop: (dropId, closedAt) => backdateClosedDrop(database.db, dropId, closedAt),
  });
  if (drops.seeded)
    log.info(`seeded ${drops.drops} demo drops (${drops.joins} joins) in ${seconds(drops.ms)} s`);
  else log.info(`no demo drops: ${drops.reason}`);
  // An exchange approved (its replacement order waiting) and a return received and refunded.
  const returns = await seedDemoReturns({
    users: services.users,
    orders: services.orders,
    returns: services.returns,
    flows: services.flows,
  });
  if (returns.seeded)
    log.info(
      `seeded ${returns.requests.length} demo exchanges and returns in ${seconds(returns.ms)} s`,
    );
  else log.info(`no demo returns: ${returns.reason}`);
  // Real reviews of a few products by buyers who received them (docs/decisions/0052).
  const reviews = await seedDemoReviews(services);
  if (reviews.seeded)
    log.info(
      `seeded ${reviews.reviews} demo reviews (${reviews.orders} delivered orders) in ${seconds(reviews.ms)} s`,
    );
  else log.info(`no demo reviews: ${reviews.reason}`);

  const setAside = await services.mail.setAsideQueuedSince(startedAt, 'demo history');
  log.info(`set aside ${setAside} e-mails the demo history queued to demo accounts`);

  return {
    async drawImages() {
      try {
        const drawn = await catalog.drawImages();
        log.info(
          `drew the demo's ${drawn.rendered} images (${drawn.reused} already there) in ${seconds(drawn.ms)} s`,
        );
      } catch (error) {
        log.error({ err: loggableError(error) }, 'drawing the demo images failed');
      }
    },
  };
}
